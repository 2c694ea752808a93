import { Suspense, useEffect, useState } from 'react';
import { cmsContentAuthorList } from '@news/contract/endpoints/follow/cmsContentAuthorList';
import { cmsContentMostRead } from '@news/contract/endpoints/follow/cmsContentMostRead';
import { cmsContentTagList } from '@news/contract/endpoints/follow/cmsContentTagList';
import type { Follow } from '@news/contract/followSchemas';
import type { MostReadPeriod } from '@news/contract/follows';
import { ContentCard } from '../components/ContentCard.tsx';
import { ContentFeed } from '../components/ContentFeed.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PullToRefresh } from '../components/PullToRefresh.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { currentFollows, followingPage } from '../features/following/followsApi.ts';
import { LazyFollowButton } from '../features/following/LazyFollowButton.ts';
import { keepFollowingPage } from '../features/offline/followingCopy.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { ignoreFailure } from '../lib/ignoreFailure.ts';
import { routeHref } from '../lib/router/navigation.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';
import { useSignedIn } from '../lib/session.ts';
import { useApi } from '../lib/useApi.ts';

/** The site's most read items today or this week. */
function MostRead() {
  const { t, lang } = useI18n();
  const [period, setPeriod] = useState<MostReadPeriod>('today');
  const list = useApi(`mostRead:${lang}:${period}`, (signal) =>
    api(cmsContentMostRead, { params: { period }, signal }),
  );
  return (
    <section aria-labelledby="most-read">
      <h2 id="most-read" className="section-title">
        {t('follow.mostRead')}
      </h2>
      <nav className="channel-tabs" aria-label={t('follow.mostRead')}>
        {(['today', 'week'] as const).map((each) => (
          <button
            key={each}
            type="button"
            aria-current={period === each ? 'page' : undefined}
            onClick={() => {
              setPeriod(each);
            }}
          >
            {t(each === 'today' ? 'follow.today' : 'follow.week')}
          </button>
        ))}
      </nav>
      {list.error !== undefined ? <StatusView error={list.error} onRetry={list.reload} /> : null}
      <ol className="feed" data-testid="most-read">
        {(list.data?.rows ?? []).map((item) => (
          <ContentCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

/** What the reader follows, each a link to its page. */
function FollowedSubjects() {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [follows, setFollows] = useState<Follow[]>([]);
  useEffect(() => {
    currentFollows().then(
      setFollows,
      // Offline or refused: the feed below still shows what was kept.
      ignoreFailure('follows'),
    );
  }, [signedIn]);
  if (follows.length === 0) return <p className="follow-empty">{t('follow.empty')}</p>;
  // Tags and authors have pages of their own; channels and topics have their screens elsewhere.
  return (
    <ul className="tag-list" aria-label={t('follow.subjects')}>
      {follows.map((f) =>
        f.kind === 'tag' || f.kind === 'author' ? (
          <li key={`${f.kind}:${f.value}`}>
            <a href={routeHref('/pages/follow/follow', { [f.kind]: f.value })}>
              {f.kind === 'tag' ? `#${f.value}` : f.value}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * Following (issue 29): with `tag` or `author`, that subject's page (its items, newest first,
 * and a follow button); without, the Following feed of everything the reader follows, and the
 * site's most read items.
 */
export function FollowPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const signedIn = useSignedIn();
  const [round, setRound] = useState(0);
  const tag = location.query.get('tag') ?? '';
  const author = location.query.get('author') ?? '';
  if (tag || author) {
    const follow: Follow = tag ? { kind: 'tag', value: tag } : { kind: 'author', value: author };
    return (
      <div>
        <PageHeader title={tag ? `#${tag}` : author} />
        <Suspense fallback={null}>
          <LazyFollowButton follow={follow} />
        </Suspense>
        <ContentFeed
          resetKey={`${follow.kind}:${follow.value}:${lang}`}
          load={(pageNo) =>
            tag
              ? api(cmsContentTagList, { params: { tag, pageNo, pageSize: 10 } })
              : api(cmsContentAuthorList, { params: { author, pageNo, pageSize: 10 } })
          }
        />
      </div>
    );
  }
  return (
    <PullToRefresh
      onRefresh={() => {
        setRound((r) => r + 1);
      }}
    >
      <PageHeader title={t('home.following')} />
      <FollowedSubjects key={round} />
      <ContentFeed
        resetKey={`following:${lang}:${String(signedIn)}:${String(round)}`}
        load={(pageNo) =>
          followingPage(pageNo).then(({ page, url }) => {
            keepFollowingPage(url, page);
            return page;
          })
        }
      />
      <MostRead />
    </PullToRefresh>
  );
}
