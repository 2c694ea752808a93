import { NavLink, useLocation } from 'react-router';
import { getReviewCounts } from '@news/contract/console/itemEndpoints';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import { useRefreshEvery } from '../lib/useRefreshEvery.ts';

/** How often the navigation asks again how much waits in review while the console is in view. */
const COUNT_REFRESH_MS = 30_000;

/**
 * The review queue's link with what waits for this staff member: items in review for an editor,
 * their own items sent back for a reporter. Counted again on every move in the console.
 */
export function ReviewLink() {
  const { t, number } = useI18n();
  const can = useCan();
  const location = useLocation();
  const counts = useLoad(() => api(getReviewCounts, { query: '' }), location.key);
  useRefreshEvery(COUNT_REFRESH_MS, counts.reload);
  const waiting = can('content') ? counts.data?.inReview : counts.data?.changesRequested;
  return (
    <NavLink to="/review">
      {t('nav.review')}
      {waiting ? (
        <span className="count" data-testid="review-count">
          {number(waiting)}
        </span>
      ) : null}
    </NavLink>
  );
}
