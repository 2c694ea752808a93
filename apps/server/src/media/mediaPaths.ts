/** Where the server serves the committed demo media (pictures, videos, the live loop's segments). */
export const DEMO_MEDIA_PREFIX = '/media/demo/';

/** The demo live stream's rolling playlist. */
export const LIVE_STREAM_PATH = '/media/live/stream.m3u8';
