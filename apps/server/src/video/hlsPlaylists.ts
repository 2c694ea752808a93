/** One stored segment as a playlist lists it. */
export interface PlaylistSegment {
  url: string;
  durationMs: number;
  /** Its timestamps start anew (the encoder came back): players must reset their decoder. */
  discontinuity: boolean;
}

/** One rendition of a ladder as the master playlist describes it. */
export interface PlaylistRendition {
  name: string;
  /** Peak bits per second, audio included. */
  bandwidth: number;
  /** `1280x720`; '' for the audio-only rendition. */
  resolution: string;
  codecs: string;
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

function segmentLines(segments: readonly PlaylistSegment[], skipFirstMark: boolean): string[] {
  return segments.flatMap((s, i) => [
    ...(s.discontinuity && !(skipFirstMark && i === 0) ? ['#EXT-X-DISCONTINUITY'] : []),
    `#EXTINF:${seconds(s.durationMs)},`,
    s.url,
  ]);
}

function header(segments: readonly PlaylistSegment[]): string[] {
  const target = Math.max(1, ...segments.map((s) => Math.ceil(s.durationMs / 1000)));
  return ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${String(target)}`];
}

/**
 * A live rendition's sliding window: the newest segments, numbered by their place in the whole
 * broadcast (`firstSeq`) so every server and every reload agree. `discontinuitiesBefore` counts
 * the marks that slid out of the window, as HLS asks. Once the broadcast has `ended`, the last
 * window closes with `#EXT-X-ENDLIST`: players still on it play to the end and stop asking,
 * where a vanished playlist would be an error to them.
 */
export function liveRenditionPlaylist(
  segments: readonly PlaylistSegment[],
  firstSeq: number,
  discontinuitiesBefore: number,
  ended = false,
): string {
  return (
    [
      ...header(segments),
      `#EXT-X-MEDIA-SEQUENCE:${String(firstSeq)}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${String(discontinuitiesBefore)}`,
      '#EXT-X-INDEPENDENT-SEGMENTS',
      ...segmentLines(segments, false),
      ...(ended ? ['#EXT-X-ENDLIST'] : []),
    ].join('\n') + '\n'
  );
}

/** The whole recording of a rendition as video on demand: every segment, then the end. */
export function vodRenditionPlaylist(segments: readonly PlaylistSegment[]): string {
  return (
    [
      ...header(segments),
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      ...segmentLines(segments, true),
      '#EXT-X-ENDLIST',
    ].join('\n') + '\n'
  );
}

/** The master playlist: each rendition with its bandwidth, size and codecs, best first. */
export function masterPlaylist(
  renditions: readonly PlaylistRendition[],
  urlOf: (name: string) => string,
): string {
  return (
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      ...renditions.flatMap((r) => [
        `#EXT-X-STREAM-INF:BANDWIDTH=${String(r.bandwidth)}${r.resolution ? `,RESOLUTION=${r.resolution}` : ''},CODECS="${r.codecs}"`,
        urlOf(r.name),
      ]),
    ].join('\n') + '\n'
  );
}
