import { NavLink, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18n.tsx';
import { useUnreadMentions } from '../lib/useUnreadMentions.ts';

/** The Mentions screen's link with how many notes naming this staff member are unread. */
export function MentionsLink() {
  const { t, number } = useI18n();
  const location = useLocation();
  const unread = useUnreadMentions(location.key);
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
