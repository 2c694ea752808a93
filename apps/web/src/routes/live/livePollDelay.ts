import type { z } from 'zod/mini';
import type { liveDetailSchema } from '@news/contract/liveSchemas';

export type LiveDetail = z.infer<typeof liveDetailSchema>;

/** On air: readers watching, the encoder dropping and coming back, the end. */
export const ON_AIR_POLL_MS = 10_000;
/** Close to the start (or past it, waiting for the encoder): the player comes within seconds. */
export const NEAR_START_POLL_MS = 5_000;
/** How close to the start "close" is. */
export const NEAR_START_MS = 5 * 60_000;
/** Far from the start: only in case the newsroom goes on air early. */
export const FAR_POLL_MS = 60_000;
/** Ended while the replay is being made from the recording. */
export const REPLAY_POLL_MS = 15_000;
/** A replay that has not come a day after the end is not coming by itself: stop asking. */
const REPLAY_WAIT_MS = 24 * 3_600_000;

/**
 * How long the live page waits before it asks for the broadcast's status again, `now` on the
 * server's clock; null when nothing more will change by itself (the replay is there).
 */
export function livePollDelay(
  detail: Pick<LiveDetail, 'status' | 'startTime' | 'endTime' | 'replayUrl'>,
  now: number,
): number | null {
  if (detail.status === 'live') return ON_AIR_POLL_MS;
  if (detail.status === 'playback') {
    if (detail.replayUrl) return null;
    const end = Date.parse(detail.endTime);
    return Number.isNaN(end) || now - end < REPLAY_WAIT_MS ? REPLAY_POLL_MS : null;
  }
  const untilNear = Date.parse(detail.startTime) - NEAR_START_MS - now;
  if (Number.isNaN(untilNear)) return FAR_POLL_MS;
  if (untilNear <= 0) return NEAR_START_POLL_MS;
  // Waking when "close" begins, so the first close poll is not up to a minute late.
  return Math.min(FAR_POLL_MS, untilNear);
}
