export interface LiveSegment {
  file: string;
  duration: number;
}

const LIVE_SEGMENT_SECONDS = 2;
export const LIVE_WINDOW = 4;

/**
 * A sliding-window HLS playlist that loops committed segments as if they were on air now. The
 * media sequence grows with the wall clock, so every server (and every reload) agrees on what
 * is live; each wrap back to the first segment is marked as a discontinuity because the
 * segments' own timestamps restart there.
 */
export function buildLivePlaylist(
  segments: readonly LiveSegment[],
  nowMs: number,
  segmentUrl: (file: string) => string,
): string {
  if (segments.length === 0) throw new Error('no live segments');
  const count = segments.length;
  const newest = Math.floor(nowMs / 1000 / LIVE_SEGMENT_SECONDS);
  const first = Math.max(0, newest - LIVE_WINDOW + 1);
  const removedWraps = first === 0 ? 0 : Math.floor((first - 1) / count);
  const target = Math.ceil(Math.max(...segments.map((s) => s.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${removedWraps}`,
  ];
  for (let seq = first; seq <= newest; seq += 1) {
    const segment = segments[seq % count];
    if (!segment) continue;
    if (seq > 0 && seq % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segmentUrl(segment.file));
  }
  return lines.join('\n') + '\n';
}
