#!/usr/bin/env bash
# Regenerates the committed demo media under apps/server/media/ from ffmpeg's built-in (lavfi)
# sources: three 8-second H.264/AAC clips with JPEG posters and 2-second VOD HLS versions, and ten
# 2-second MPEG-TS segments (one continuous 20-second encode) that the server loops as the demo
# live stream, described by live/segments.json. Needs Debian's ffmpeg/ffprobe. Idempotent: every
# generated file is deleted and rebuilt; sources are seeded, so reruns give the same pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
out=media

command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null ||
  { echo "ffmpeg/ffprobe not found (apt-get install -y ffmpeg)" >&2; exit 1; }

rm -rf "$out/video" "$out/hls" "$out/live"
mkdir -p "$out/video" "$out/hls" "$out/live"

font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
have_font() { [ -f "$font" ]; }
# A caption in the lower left, or nothing when the font is missing.
label() {
  have_font || return 0
  printf ",drawtext=fontfile=%s:text='%s':fontcolor=white@0.9:fontsize=26:x=24:y=h-52:box=1:boxcolor=black@0.35:boxborderw=8" "$font" "$1"
}
# A "LIVE" badge plus an mm:ss clock of the elapsed time, or nothing when the font is missing.
clock() {
  have_font || return 0
  printf ",drawtext=fontfile=%s:text='LIVE':fontcolor=white:fontsize=22:x=24:y=22:box=1:boxcolor=0xd32f2f@0.9:boxborderw=8" "$font"
  printf ",drawtext=fontfile=%s:text='%%{eif\\:trunc(t/60)\\:d\\:2}\\:%%{eif\\:mod(t\\,60)\\:d\\:2}':fontcolor=white@0.9:fontsize=26:x=w-tw-24:y=h-52:box=1:boxcolor=black@0.35:boxborderw=8" "$font"
}

# Keyframe exactly every 2 s (50 frames) so every HLS/live segment is 2.0 s long.
x264=(-c:v libx264 -profile:v main -preset slow -pix_fmt yuv420p -r 25
  -g 50 -keyint_min 50 -sc_threshold 0 -force_key_frames "expr:gte(t,n_forced*2)")
aac=(-c:a aac -ac 1 -ar 44100 -b:a 32k)
ff=(ffmpeg -hide_banner -loglevel error -nostdin -y)
# A quiet tone with a slow swell.
tone() { echo "sine=frequency=$1:sample_rate=44100,volume=0.08,tremolo=f=0.25:d=0.5"; }

make_clip() { # name, video source filtergraph, tone frequency, crf, maxrate
  local name=$1 source=$2 freq=$3 crf=$4 maxrate=$5
  "${ff[@]}" -f lavfi -i "$source" -f lavfi -i "$(tone "$freq")" -t 8 \
    "${x264[@]}" -crf "$crf" -maxrate "$maxrate" -bufsize "$((${maxrate%k} * 2))k" \
    "${aac[@]}" -movflags +faststart "$out/video/$name.mp4"
  "${ff[@]}" -ss 2 -i "$out/video/$name.mp4" -frames:v 1 -q:v 5 "$out/video/$name.jpg"
  mkdir -p "$out/hls/$name"
  "${ff[@]}" -i "$out/video/$name.mp4" -c copy -f hls -hls_time 2 -hls_list_size 0 \
    -hls_playlist_type vod -hls_segment_filename "$out/hls/$name/seg%d.ts" "$out/hls/$name/index.m3u8"
}

# 1: slowly turning blue sea gradient.
make_clip clip1 "gradients=s=640x360:r=25:n=3:c0=0x0b3d91:c1=0x1e88e5:c2=0xbbdefb:speed=0.015:seed=1$(label 'Coast')" 220 30 200k
# 2: a slow zoom into the Mandelbrot set, in soft sea-green tones.
make_clip clip2 "mandelbrot=s=640x360:r=25:start_scale=2.5:end_scale=0.6:end_pts=400:inner=black,hue=h=200:s=0.55,gblur=sigma=1$(label 'City')" 262 34 180k
# 3: Conway's life in large warm cells.
make_clip clip3 "life=s=160x90:r=25:seed=7:ratio=0.15:mold=10:life_color=0xfff3e0:death_color=0xc62828:mold_color=0x3e2723,scale=640:360:flags=neighbor$(label 'Life')" 330 34 180k

# The live loop: one continuous 20-second encode (a turning spiral with a clock) cut into ten
# 2-second segments whose timestamps run on from one segment to the next.
"${ff[@]}" -f lavfi -i "gradients=s=640x360:r=25:type=spiral:n=4:c0=0x311b92:c1=0xff7043:c2=0xffca28:c3=0x6a1b9a:speed=0.02:seed=3$(clock)" \
  -f lavfi -i "$(tone 196)" -t 20 \
  "${x264[@]}" -crf 30 -maxrate 200k -bufsize 400k "${aac[@]}" \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$out/live/seg%d.ts" "$out/live/tmp.m3u8"
rm -f "$out/live/tmp.m3u8" # the server builds the sliding-window playlist itself

# Segment durations measured from the video stream (audio packets overhang a little); the
# stream appears twice in a TS probe (program and stream sections): keep the first line.
n=$(find "$out/live" -name 'seg*.ts' | wc -l)
{
  echo '['
  for ((i = 0; i < n; i++)); do
    d=$(ffprobe -v error -select_streams v:0 -show_entries stream=duration -of csv=p=0 "$out/live/seg$i.ts")
    d=${d%%$'\n'*}
    sep=','; ((i == n - 1)) && sep=''
    printf '  { "file": "seg%d.ts", "duration": %.3f }%s\n' "$i" "$d" "$sep"
  done
  echo ']'
} >"$out/live/segments.json"

du -sh "$out"
