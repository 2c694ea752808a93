export interface AttachedSource {
  detach: () => void;
}

const isHls = (url: string): boolean => /\.m3u8($|\?)/i.test(url);

/**
 * Points a video element at a source. HLS plays natively where the browser can (Safari, iOS,
 * Android's Chrome); elsewhere hls.js is loaded on demand, so it never weighs on pages that do
X when the stream cannot be played at all.
 */
export async function attachVideoSource(
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
): Promise<AttachedSource> {
  if (!isHls(url) || video.canPlayType('application/vnd.apple.mpegurl') !== '') {
    video.src = url;
    return {
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    onFatal();
    return { detach: () => undefined };
  }
  // A live player starts two segments (4 s) behind the playlist's edge, not hls.js's default of
  // three: our ingest lists a segment only once it is whole, so two in hand carry the player over
  // the next one's arrival, and the reader is 2 s nearer the camera (bench:live).
  const hls = new Hls({ lowLatencyMode: false, backBufferLength: 30, liveSyncDurationCount: 2 });
  let recovered = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // One recovery attempt for a media error (a stalled decoder), as hls.js recommends.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
    } else onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    detach: () => {
      hls.destroy();
    },
  };
}
