import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { SITE_LANGS } from '@news/contract/sites';
import { useI18n } from '../i18n/I18n.tsx';
import { useCan, useSession, useStaff } from '../lib/session.tsx';
import { MentionsLink } from './MentionsLink.tsx';
import { ReviewLink } from './ReviewLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The console's frame: navigation by what the role may do, the staff member, sign-out. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const staff = useStaff();
  const can = useCan();
  const { signOut } = useSession();
  return (
    <div className="layout">
      <header className="topbar">
        <span className="brand">{t('app.name')}</span>
        <nav aria-label={t('nav.label')}>
          {can('write') ? <NavLink to="/">{t('nav.items')}</NavLink> : null}
          {can('write') ? <ReviewLink /> : null}
          <MentionsLink />
          {can('content') ? <NavLink to="/pictures">{t('nav.pictures')}</NavLink> : null}
          {/* The desk compares two sites: only for someone who works on two or more. */}
          {SITE_LANGS.filter((site) => can('content', site)).length > 1 ? (
            <NavLink to="/translations">{t('nav.desk')}</NavLink>
          ) : null}
          {can('content') ? <NavLink to="/alerts">{t('nav.alerts')}</NavLink> : null}
          <NavLink to="/dashboard">{t('nav.dashboard')}</NavLink>
          {can('moderation') ? <NavLink to="/moderation">{t('nav.moderation')}</NavLink> : null}
          {can('moderation') ? <NavLink to="/readers">{t('nav.readers')}</NavLink> : null}
          {can('siteSettings') ? (
            <NavLink to="/site-settings">{t('nav.siteSettings')}</NavLink>
          ) : null}
          {can('audit') ? <NavLink to="/audit">{t('nav.audit')}</NavLink> : null}
          {can('staff') ? <NavLink to="/staff">{t('nav.staff')}</NavLink> : null}
          <NavLink to="/account">{t('nav.account')}</NavLink>
        </nav>
        <div className="who">
          <span data-testid="signed-in-as">
            {t('nav.signedInAs', { name: staff.username, role: t(`role.${staff.role}`) })}
          </span>
          <LanguageSwitch />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              void signOut();
            }}
          >
            {t('nav.signOut')}
          </button>
        </div>
      </header>
      <main className="content">{children}</main>
    </div>
  );
}
