import { useState } from 'react';
import { contentPageSchema } from '@news/contract/contentSchemas';
import { appChannelsSchema, indexListSchema } from '@news/contract/homeSchemas';
import { ContentCard } from '../components/ContentCard.tsx';
import { ContentFeed } from '../components/ContentFeed.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PullToRefresh } from '../components/PullToRefresh.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { openContent } from '../lib/openContent.ts';
import { navigate } from '../lib/router/navigation.ts';
import { useApi } from '../lib/useApi.ts';

/** Home: search bar, the server's channel tabs, and for the first tab banner, headlines and feed. */
export function HomePage() {
  const { t, lang } = useI18n();
  const channels = useApi(`channels:${lang}`, (signal) =>
    api('/cms/category/getAppChannels', appChannelsSchema, { signal }),
  );
  const [tab, setTab] = useState('');
  const [round, setRound] = useState(0);
  const top = useApi(`home:${lang}`, (signal) =>
    api('/cms/content/indexList', indexListSchema, { params: { pageSize: 1 }, signal }),
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
          <span className="home-logo">{t('app.name')}</span>
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
        <nav className="channel-tabs" aria-label={t('tab.home')}>
          <button
            type="button"
            aria-current={tab === '' ? 'page' : undefined}
            onClick={() => {
              setTab('');
            }}
          >
            {t('tab.home')}
          </button>
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
                  {top.data.banner.map((item) => (
                    <button
                      key={item.id}
                      type="button"
                      className="banner-slide"
                      onClick={() => {
                        openContent(item, lang);
                      }}
                    >
                      <LazyImage field={item.img} ratio="16 / 9" />
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
            <ContentFeed
              resetKey={`home:${lang}:${String(round)}`}
              load={(pageNo) =>
                api('/cms/content/indexList', indexListSchema, {
                  params: { pageNo, pageSize: 10 },
                }).then((r) => r.feed)
              }
            />
          </>
        ) : (
          <ContentFeed
            resetKey={`tab:${tab}:${String(round)}`}
            load={(pageNo) =>
              api('/cms/content/commonList', contentPageSchema, {
                params: { categoryId: tab, withChildren: 'true', pageNo, pageSize: 10 },
              })
            }
          />
        )}
      </div>
    </PullToRefresh>
  );
}
