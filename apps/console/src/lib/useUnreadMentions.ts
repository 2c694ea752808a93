import { getMentionsCount } from '@news/contract/console/noteEndpoints';
import { api } from './api.ts';
import { useLoad } from './useLoad.ts';
import { useRefreshEvery } from './useRefreshEvery.ts';

/** How often the navigation asks again for unread mentions while the console is in view. */
export const MENTIONS_REFRESH_MS = 30_000;

/**
 * How many notes naming the signed-in staff member are unread (issue 32): asked again when `key`
 * changes (every move in the console) and every half minute while the console is in view.
 */
export function useUnreadMentions(key: string): number {
  const count = useLoad(() => api(getMentionsCount, {}), key);
  useRefreshEvery(MENTIONS_REFRESH_MS, count.reload);
  return count.data?.unread ?? 0;
}
