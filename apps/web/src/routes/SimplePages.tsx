import { useState } from 'react';
import { APP_VERSION } from '@news/contract/constants';
import { PageHeader } from '../components/PageHeader.tsx';
import { PrivacyPrompt } from '../components/PrivacyPrompt.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { navigate } from '../lib/router/navigation.ts';
import { writeItem } from '../lib/storage.ts';
import { useApi } from '../lib/useApi.ts';
import { inWechat, wechatLocation, wechatSdk } from '../lib/wechat.ts';
import { appChannelsSchema } from '@news/contract/homeSchemas';
import { nearestPlace } from '@news/contract/nearestPlace';
import { showToast } from '../components/toast.tsx';
import { NewsDetailPage } from './NewsDetailPage.tsx';
import type { PageProps } from './routeTable.ts';

function NotFound() {
  const { t } = useI18n();
  return (
    <div className="not-found">
      <PageHeader title={t('page.notFound')} />
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          navigate('/pages/index/index');
        }}
      >
        {t('notFound.home')}
      </button>
    </div>
  );
}

/** The prompt's own route: after agreeing the reader goes home, as the app does. */
function Privacy() {
  return (
    <PrivacyPrompt
      onAgree={() => {
        navigate('/pages/index/index', {}, { replace: true });
      }}
    />
  );
}

function ChooseLocation() {
  const { t, lang } = useI18n();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const channels = useApi(`channels:${lang}`, (signal) =>
    api('/cms/category/getAppChannels', appChannelsSchema, { signal }),
  );
  const cities = (channels.data?.city ?? []).filter((c) => c.parentId !== '');
  const choose = (city: { id: string; title: string }): void => {
    writeItem('chosenCity', city.id);
    showToast(t('location.chosen', { city: city.title }));
    navigate('/pages/index/cityHome');
  };
  const useCurrent = (): void => {
    if (inWechat()) {
      // Inside the messaging app its JS-SDK gives the position (gcj02: a few hundred metres off
      // WGS 84 at most, which does not change the nearest city).
      setLocating(true);
      setProblem('');
      wechatLocation()
        .then((position) => {
          setLocating(false);
          const nearest = nearestPlace(cities, position);
          if (nearest) choose(nearest);
          else setProblem(t('common.noData'));
        })
        .catch(() => {
          setLocating(false);
          setProblem(t('location.denied'));
        });
      return;
    }
    if (!('geolocation' in navigator)) {
      setProblem(t('location.denied'));
      return;
    }
    setLocating(true);
    setProblem('');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const nearest = nearestPlace(cities, position.coords);
        if (nearest) choose(nearest);
        else setProblem(t('common.noData'));
      },
      () => {
        setLocating(false);
        setProblem(t('location.denied'));
      },
      // A city is all that is needed: a coarse, recent fix is enough and comes fastest.
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <div>
      <PageHeader title={t('page.chooseLocation')} />
      {cities.some((c) => c.latitude !== null) ? (
        <p className="location-current">
          <button type="button" className="primary" disabled={locating} onClick={useCurrent}>
            {locating ? t('location.locating') : t('location.useCurrent')}
          </button>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="status">
          {problem}
        </p>
      ) : null}
      <ul className="settings-list" data-testid="cities">
        {cities.map((city) => (
          <li key={city.id}>
            <button
              type="button"
              onClick={() => {
                choose(city);
              }}
            >
              {city.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenLocation({ query }: { query: URLSearchParams }) {
  const { t } = useI18n();
  const lat = Number(query.get('latitude') ?? query.get('lat'));
  const lng = Number(query.get('longitude') ?? query.get('lng'));
  const name = query.get('name') ?? '';
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return (
    <div>
      <PageHeader title={t('page.openLocation')} />
      <h2>{name}</h2>
      <p>{query.get('address') ?? ''}</p>
      {valid ? (
        <>
          <p>{t('location.coordinates', { lat, lng })}</p>
          <a
            className="primary"
            href={`geo:${String(lat)},${String(lng)}?q=${encodeURIComponent(name)}`}
            onClick={(event) => {
              // Inside the messaging app its own map opens the place (coordinates in gcj02).
              if (!inWechat()) return;
              event.preventDefault();
              void wechatSdk()
                .then((wx) => {
                  wx.openLocation({
                    latitude: lat,
                    longitude: lng,
                    name,
                    address: query.get('address') ?? '',
                    scale: 16,
                  });
                })
                .catch(() => {
                  window.location.href = `geo:${String(lat)},${String(lng)}?q=${encodeURIComponent(name)}`;
                });
            }}
          >
            {t('location.openMap')}
          </a>
        </>
      ) : null}
    </div>
  );
}

/** The small pages: 404, privacy prompt, download, upgrade, web view and the location pickers. */
export function SimplePage({ location }: PageProps) {
  const { t } = useI18n();
  switch (location.path) {
    case '/pages/index/appPrivacy':
      return <Privacy />;
    case '/pages/down-load/down-load':
      return (
        <div>
          <PageHeader title={t('page.download')} />
          <p>{t('download.body')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              navigate('/pages/index/index');
            }}
          >
            {t('download.openWeb')}
          </button>
        </div>
      );
    case '/uni_modules/uni-upgrade-center-app/pages/upgrade-popup':
      return (
        <div className="sheet">
          <h2>{t('upgrade.title', { version: APP_VERSION })}</h2>
          <p>{t('common.alreadyLatest')}</p>
          <button
            type="button"
            onClick={() => {
              navigate('/pages/index/index');
            }}
          >
            {t('common.close')}
          </button>
        </div>
      );
    case '/pages/index/webView': {
      // An https page in a frame; an item id (the custom_id entry) shows that item.
      const url = location.query.get('url') ?? '';
      if (/^https:\/\//.test(url)) {
        return (
          <div>
            <PageHeader title={t('page.webView')} />
            <iframe
              className="web-view"
              src={url}
              title={t('page.webView')}
              sandbox="allow-scripts allow-same-origin allow-popups"
            />
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('webView.openOutside')}
            </a>
          </div>
        );
      }
      return <NewsDetailPage location={location} />;
    }
    case '/choose-location':
      return <ChooseLocation />;
    case '/open-location':
      return <OpenLocation query={location.query} />;
    default:
      return <NotFound />;
  }
}
