import { useEffect } from 'react';
import { APP_VERSION } from '@news/contract/constants';
import { SITES } from '@news/contract/sites';
import { LazyImage } from '../components/LazyImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { navigate, navigateTo, routeHref } from '../lib/router/navigation.ts';
import type { RouteTarget } from '../lib/router/routePaths.ts';
import { openLogin, useProfile, useSignedIn, useUserData } from '../lib/session.ts';
import { ignoreFailure } from '../lib/ignoreFailure.ts';
import { refreshUser } from '../lib/signIn.ts';
import { writeItem } from '../lib/storage.ts';
import '../styles/me.css';
import { numberFormat } from '@news/contract/intlFormats';

const ENTRIES: { target: RouteTarget; label: MessageKey }[] = [
  { target: { path: '/pages/usercenter/infoedit', query: {} }, label: 'me.editProfile' },
  { target: { path: '/pages/usercenter/mymsg', query: {} }, label: 'me.messages' },
  { target: { path: '/pages/usercenter/generlist', query: { type: 'like' } }, label: 'me.likes' },
  {
    target: { path: '/pages/usercenter/generlist', query: { type: 'collect' } },
    label: 'me.collections',
  },
  {
    target: { path: '/pages/usercenter/generlist', query: { type: 'comment' } },
    label: 'me.comments',
  },
  { target: { path: '/pages/usercenter/feedback', query: {} }, label: 'me.feedback' },
  { target: { path: '/pages/usercenter/moreset', query: {} }, label: 'me.settings' },
];

function Counts() {
  const { t, locale } = useI18n();
  const data = useUserData();
  const number = numberFormat(locale);
  const cells: { label: MessageKey; value: number; target: RouteTarget }[] = [
    {
      label: 'me.comments',
      value: data?.commentCount ?? 0,
      target: { path: '/pages/usercenter/generlist', query: { type: 'comment' } },
    },
    {
      label: 'me.likes',
      value: data?.likeCount ?? 0,
      target: { path: '/pages/usercenter/generlist', query: { type: 'like' } },
    },
    {
      label: 'me.collections',
      value: data?.collectCount ?? 0,
      target: { path: '/pages/usercenter/generlist', query: { type: 'collect' } },
    },
    {
      label: 'me.messages',
      value: data?.unreadMessageCount ?? 0,
      target: { path: '/pages/usercenter/mymsg', query: {} },
    },
  ];
  return (
    <ul className="me-counts" data-testid="me-counts">
      {cells.map((cell) => (
        <li key={cell.label}>
          <button
            type="button"
            onClick={() => {
              navigateTo(cell.target);
            }}
          >
            <strong>{number.format(cell.value)}</strong>
            <span>{t(cell.label)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * My page (`/pages/index/user`, its own bar): signed in, the reader's picture, name and counts
 * with the way to everything in the user centre; signed out, the way to sign in. The language
 * switch and the text size are here for everyone.
 */
export function MePage() {
  const { t, lang } = useI18n();
  const signedIn = useSignedIn();
  const profile = useProfile();
  useEffect(() => {
    // Counts change elsewhere (a comment, a like): fresh ones each visit.
    // The counts stored last time stay on show until a refresh gets through; an expired session
    // is handled by the API client (401 opens sign-in).
    if (signedIn) void refreshUser().catch(ignoreFailure('profile refresh'));
  }, [signedIn]);
  return (
    <div>
      <PageHeader title={t('tab.me')} back={false} />
      {signedIn ? (
        <section className="me-card me-signed-in" aria-label={t('me.profile')}>
          <div className="me-identity">
            <LazyImage
              field={profile?.avatar ?? ''}
              ratio="1 / 1"
              sizes="64px"
              className="me-avatar"
            />
            <div>
              <p className="me-name" data-testid="me-name">
                {profile?.name || profile?.username || ''}
              </p>
              {profile?.bio ? <p className="me-bio">{profile.bio}</p> : null}
            </div>
          </div>
          <Counts />
        </section>
      ) : (
        <section className="me-card">
          <p>{t('me.signedOut')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              openLogin('/pages/index/user');
            }}
          >
            {t('me.signIn')}
          </button>
        </section>
      )}
      {signedIn ? (
        <ul className="settings-list">
          {ENTRIES.map((entry) => (
            <li key={entry.label}>
              <button
                type="button"
                onClick={() => {
                  navigateTo(entry.target);
                }}
              >
                {t(entry.label)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="language">
        <h2 id="language" className="section-title">
          {t('me.language')}
        </h2>
        <ul className="settings-list">
          {SITES.map((site) => (
            <li key={site.id}>
              <button
                type="button"
                lang={site.locale}
                aria-current={site.lang === lang ? 'true' : undefined}
                onClick={() => {
                  // Changing the language saves it and reloads the site at its own origin.
                  writeItem('localLanguage', site.lang);
                  window.location.assign(
                    `${window.location.origin}/${routeHref('/pages/index/index', { lang: site.lang })}`,
                  );
                  window.location.reload();
                }}
              >
                {site.nativeName}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ul className="settings-list">
        <li>
          <button
            type="button"
            onClick={() => {
              navigate('/pages/usercenter/txtfontsize');
            }}
          >
            {t('me.fontSize')}
          </button>
        </li>
        {signedIn ? null : (
          <li>
            <button
              type="button"
              onClick={() => {
                navigate('/pages/usercenter/moreset');
              }}
            >
              {t('me.settings')}
            </button>
          </li>
        )}
      </ul>
      <p className="version">{t('me.version', { version: APP_VERSION })}</p>
    </div>
  );
}
