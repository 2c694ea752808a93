/** A rung of the HLS ladder: the picture height and the video bit rate for it. */
export interface Rendition {
  height: number;
  videoKbps: number;
}

const even = (n: number): number => Math.max(2, Math.floor(n / 2) * 2);

/** About 2.8 Mbit/s at 720p, less in proportion to the pixels below it. */
function kbpsFor(height: number): number {
  return Math.max(150, Math.round(2800 * (height / 720) ** 1.5));
}

/**
 * Two renditions of a source: its own height up to 720p, and half that — so a phone on a slow
 * network gets the small one and hls.js moves up when it can. Never larger than the source.
 */
export function renditionsFor(sourceHeight: number): [Rendition, Rendition] {
  const top = even(Math.min(sourceHeight, 720));
  const low = even(top / 2);
  return [
    { height: top, videoKbps: kbpsFor(top) },
    { height: low, videoKbps: kbpsFor(low) },
  ];
}
