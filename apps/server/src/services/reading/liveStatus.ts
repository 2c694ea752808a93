import type { LiveStatus } from '@news/contract/liveSchemas';

/**
 * A broadcast's status now: the editors' hold (`live`) or end (`playback`) wins; then the
 * newsroom's encoder, when it has been on (on air while it is connected or coming back, a replay
 * once it ended, issue 27); otherwise the clock decides, so an upcoming broadcast goes live at
 * its start time without anyone acting.
 */
export function liveStatusAt(
  row: { status: string; start_time: string; end_time: string },
  now: string,
  ingestState?: string,
): LiveStatus {
  if (row.status === 'live' || row.status === 'playback') return row.status;
  if (ingestState === 'live' || ingestState === 'reconnecting') return 'live';
  if (ingestState === 'ended') return 'playback';
  if (now < row.start_time) return 'preview';
  if (now < row.end_time) return 'live';
  return 'playback';
}
