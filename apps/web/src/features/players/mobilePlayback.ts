import { NON_WIFI_TIPS } from '@news/contract/constants';

export type PlaybackDecision = 'play' | 'ask';

export interface PlaybackSettings {
  /** Remind once or every time (the nonWifiTips setting, default every time; docs/product.md §4). */
  nonWifiTips: number;
  /** The reminder was already shown (for "remind once"). */
  isOnceTips: boolean;
  /** Continue on mobile data without asking again in this page view. */
  setMobileNetStatus: boolean;
}

/**
 * Whether a video may start now or the reader is asked first (docs/product.md §4, mobile-network
 * playback). Off mobile data it always plays. On mobile data it asks every time, unless the
 * reader chose "remind once", has seen the reminder, and allows playing on mobile data.
 */
export function decidePlayback(cellular: boolean, settings: PlaybackSettings): PlaybackDecision {
  if (!cellular) return 'play';
  if (!settings.setMobileNetStatus) return 'ask';
  if (settings.nonWifiTips === NON_WIFI_TIPS.once && settings.isOnceTips) return 'play';
  return 'ask';
}

interface ConnectionLike {
  type?: string;
}

/**
 * Mobile data, as far as the Network Information API tells (Chrome on Android; other browsers
 * do not say, and are treated as not cellular rather than nagging every reader).
 */
export function isCellular(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: ConnectionLike }).connection;
  return connection?.type === 'cellular';
}
