import { useState } from 'react';
import { cmsCategoryGetAppChannels } from '@news/contract/endpoints/home/cmsCategoryGetAppChannels';
import { cmsContentIndexList } from '@news/contract/endpoints/home/cmsContentIndexList';
import { cmsContentCommonList } from '@news/contract/endpoints/common/cmsContentCommonList';
import { appChannelsSchema, indexListSchema } from '@news/contract/homeSchemas';
import { dataKeys, HOME_FIRST_PAGE_SIZE } from '@news/contract/serverRender';
import { ContentCard } from '../components/ContentCard.tsx';
import { ContentFeed } from '../components/ContentFeed.tsx';
import { HomeFeed } from '../components/HomeFeed.tsx';
import { Island } from '../components/Island.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PullToRefresh } from '../components/PullToRefresh.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { openContent } from '../lib/openContent.ts';
import { navigate, routeHref } from '../lib/router/navigation.ts';
import { useApi } from '../lib/useApi.ts';

/** Home: search bar, the server's channel tabs, and for the first tab banner, headlines and feed. */
export function HomePage() {
  const { t, lang, site } = useI18n();
  const channels = useApi(
    dataKeys.channels(lang),
    (signal) => api(cmsCategoryGetAppChannels, { signal }),
    appChannelsSchema,
  );
  const [tab, setTab] = useState('');
  const [round, setRound] = useState(0);
  // Banner, headlines and the feed's first page come in one answer (the server renders them too).
  const top = useApi(
    dataKeys.homeTop(lang),
    (signal) => api(cmsContentIndexList, { params: { pageSize: HOME_FIRST_PAGE_SIZE }, signal }),
    indexListSchema,
  );

  return (
    <PullToRefresh
      onRefresh={() => {
        setRound((r) => r + 1);
        top.reload();
        channels.reload();
      }}
    >
      <div className="home">
        <header className="home-bar">
          <span className="home-logo">{site.name}</span>
          <button
            type="button"
            className="search-box"
            onClick={() => {
              navigate('/pages/public/search');
            }}
          >
            {t('home.searchPlaceholder')}
          </button>
        </header>
        <nav className="channel-tabs" aria-label={t('home.channels')}>
          <button
            type="button"
            aria-current={tab === '' ? 'page' : undefined}
            onClick={() => {
              setTab('');
            }}
          >
            {t('tab.home')}
          </button>
          <a href={routeHref('/pages/follow/follow', { lang })}>{t('home.following')}</a>
          {(channels.data?.tabs ?? []).map((c) => (
            <button
              key={c.id}
              type="button"
              aria-current={tab === c.id ? 'page' : undefined}
              onClick={() => {
                setTab(c.id);
              }}
            >
              {c.title}
            </button>
          ))}
        </nav>
        {tab === '' ? (
          <>
            {top.error !== undefined ? <StatusView error={top.error} onRetry={top.reload} /> : null}
            {top.data ? (
              <>
                <div className="banner" data-testid="banner">
                  {top.data.banner.map((item, index) => (
                    <button
                      key={item.id}
                      type="button"
                      className="banner-slide"
                      onClick={() => {
                        openContent(item, lang);
                      }}
                    >
                      <LazyImage field={item.img} ratio="16 / 9" priority={index === 0} />
                      <span className="banner-title">{item.title}</span>
                    </button>
                  ))}
                </div>
                <section aria-labelledby="headlines">
                  <h2 id="headlines" className="section-title">
                    {t('home.headlines')}
                  </h2>
                  <ul className="feed">
                    {top.data.headlines.map((item) => (
                      <ContentCard key={item.id} item={item} />
                    ))}
                  </ul>
                </section>
              </>
            ) : (
              <div className="banner skeleton" aria-hidden="true" />
            )}
            {top.data || top.error !== undefined ? (
              <Island name="homeFeed" props={{}}>
                <HomeFeed round={round} />
              </Island>
            ) : null}
          </>
        ) : (
          <ContentFeed
            resetKey={`tab:${tab}:${String(round)}`}
            load={(pageNo) =>
              api(cmsContentCommonList, {
                params: { categoryId: tab, withChildren: 'true', pageNo, pageSize: 10 },
              })
            }
          />
        )}
      </div>
    </PullToRefresh>
  );
}
