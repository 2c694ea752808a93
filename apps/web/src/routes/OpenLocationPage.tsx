import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { wechatSdk } from '../lib/wechat.ts';
import { inWechat } from '../lib/wechatOAuth.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

/** A place from a link: its name, address and a map link (the messaging app's map inside it). */
export function OpenLocationPage({ location }: PageProps) {
  const { query } = location;
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
