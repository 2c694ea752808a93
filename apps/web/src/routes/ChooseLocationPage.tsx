import { useState } from 'react';
import { nearestPlace } from '@news/contract/nearestPlace';
import { PageHeader } from '../components/PageHeader.tsx';
import { showToast } from '../components/toast.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { navigate } from '../lib/router/navigation.ts';
import { writeItem } from '../lib/storage.ts';
import { useApi } from '../lib/useApi.ts';
import { wechatLocation } from '../lib/wechat.ts';
import { inWechat } from '../lib/wechatOAuth.ts';
import { cmsCategoryGetAppChannels } from '@news/contract/endpoints/home/cmsCategoryGetAppChannels';

/** The city picker: a city from the list, or the one nearest the reader's position. */
export function ChooseLocationPage() {
  const { t, lang } = useI18n();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const channels = useApi(`channels:${lang}`, (signal) =>
    api(cmsCategoryGetAppChannels, { signal }),
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
