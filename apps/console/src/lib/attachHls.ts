/** A stream attached to a video element; `detach` lets go of it (and of hls.js, if it was used). */
export interface AttachedStream {
  detach: () => void;
}

/**
 * Plays an HLS playlist in a video element the way the reader app does: natively where the
 * browser can (Safari), else with hls.js, loaded only when a preview is actually shown so the rest
 * of the console never carries it. `onFatal` is told when the stream cannot be played at all.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
): Promise<AttachedStream> {
  if (video.canPlayType('application/vnd.apple.mpegurl') !== '') {
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
  // Live edge: the desk watches what readers get now, not a buffer from a minute ago.
  const hls = new Hls({ liveSyncDurationCount: 3, backBufferLength: 10 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    detach: () => {
      hls.destroy();
    },
  };
}
