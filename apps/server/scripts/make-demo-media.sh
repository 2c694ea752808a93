#!/usr/bin/env bash
# Regenerates the committed demo media under apps/server/media/ from ffmpeg's built-in sources:
# three short H.264/AAC clips with HLS versions and posters, and ten 2-second segments that the
# server loops as the demo live stream. Needs Debian's ffmpeg. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
out=media
rm -rf "$out/video" "$out/hls" "$out/live"
mkdir -p "$out/video" "$out/hls" "$out/live"

font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
label() { # drawtext filter with a caption, or nothing when the font is missing
  if [ -f "$font" ]; then echo ",drawtext=fontfile=$font:text='$1':fontcolor=white@0.85:fontsize=28:x=24:y=h-52:box=1:boxcolor=black@0.35:boxborderw=8"; fi
}

x264=(-c:v libx264 -profile:v main -preset slow -pix_fmt yuv420p -r 25 -g 50 -keyint_min 50 -sc_threshold 0 -crf 34 -maxrate 220k -bufsize 440k)
aac=(-c:a aac -ac 1 -b:a 32k)

make_clip() { # name, video source filter, audio frequency
  local name=$1 source=$2 freq=$3
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source" \
    -f lavfi -i "sine=frequency=$freq:sample_rate=44100,volume=0.08" \
    -t 8 "${x264[@]}" "${aac[@]}" -movflags +faststart "$out/video/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$out/video/$name.mp4" -frames:v 1 -q:v 5 "$out/video/$name.jpg"
  mkdir -p "$out/hls/$name"
  ffmpeg -hide_banner -loglevel error -y -i "$out/video/$name.mp4" -c copy -f hls -hls_time 2 -hls_list_size 0 \
    -hls_playlist_type vod -hls_segment_filename "$out/hls/$name/seg%d.ts" "$out/hls/$name/index.m3u8"
}

make_clip clip1 "gradients=s=640x360:c0=0x0b3d91:c1=0x1e88e5:c2=0xbbdefb:speed=0.02:rate=25$(label 'Coast')" 220
make_clip clip2 "mandelbrot=s=640x360:rate=25:start_scale=2.5:end_scale=0.6$(label 'City')" 262
make_clip clip3 "life=s=640x360:mold=10:r=25:ratio=0.1:death_color=#c62828:life_color=#fff3e0,scale=640:360$(label 'Life')" 330

# The live loop: one 20-second encode cut into ten 2-second segments with continuous timestamps.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=s=640x360:rate=25,hue=s=0.6$(label 'LIVE')" \
  -f lavfi -i "sine=frequency=196:sample_rate=44100,volume=0.06" \
  -t 20 "${x264[@]}" "${aac[@]}" -f segment -segment_time 2 -segment_format mpegts \
  -reset_timestamps 0 "$out/live/seg%d.ts"

{
  echo '['
  for i in $(seq 0 9); do
    d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/live/seg$i.ts")
    sep=','; [ "$i" = 9 ] && sep=''
    printf '  { "file": "seg%d.ts", "duration": %.3f }%s\n' "$i" "$d" "$sep"
  done
  echo ']'
} > "$out/live/segments.json"

du -sh "$out"
