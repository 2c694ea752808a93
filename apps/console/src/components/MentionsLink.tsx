import { NavLink, useLocation } from 'react-router';
import { getMentionsCount } from '@news/contract/console/noteEndpoints';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useLoad } from '../lib/useLoad.ts';
import { useRefreshEvery } from '../lib/useRefreshEvery.ts';

/** How often the navigation asks again for unread mentions while the console is in view. */
export const MENTIONS_REFRESH_MS = 30_000;

/**
 * The Mentions link with how many notes naming this staff member are unread (issue 32): counted
 * again on every move in the console and every half minute while it is in view.
 */
export function MentionsLink() {
  const { t, number } = useI18n();
  const location = useLocation();
  const count = useLoad(() => api(getMentionsCount, {}), location.key);
  useRefreshEvery(MENTIONS_REFRESH_MS, count.reload);
  const unread = count.data?.unread ?? 0;
  return (
    <NavLink to="/mentions">
      {t('nav.mentions')}
      {unread > 0 ? (
        <span className="count" data-testid="mentions-count">
          {number(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
