import { contentDetailSchema } from '@news/contract/contentSchemas';
import { liveDetailSchema } from '@news/contract/liveSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { LazyImage } from '../components/LazyImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from './routeTable.ts';

function LiveDetail({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const live = useApi(`live:${lang}:${id}`, (signal) =>
    api('/live/video/deatil.do', liveDetailSchema, { params: { id }, signal }),
  );
  if (live.error !== undefined) return <StatusView error={live.error} onRetry={live.reload} />;
  if (!live.data) return <div className="banner skeleton" aria-hidden="true" />;
  const src = live.data.streamUrl || live.data.replayUrl;
  return (
    <article className="detail">
      <PageHeader title={live.data.title} />
      {src ? (
        <video className="player" src={src} controls playsInline preload="metadata" />
      ) : (
        <LazyImage field={live.data.coverImg} />
      )}
      <p className="card-meta">
        {t(
          live.data.status === 'live'
            ? 'live.live'
            : live.data.status === 'preview'
              ? 'live.upcoming'
              : 'live.replay',
        )}
      </p>
      <p>{live.data.description}</p>
    </article>
  );
}

/**
 * An item's page: title, source and time, the server-sanitised body, its pictures with captions,
 * or its video. (The full detail pages — galleries, players, comments — are issue 6's.)
 */
export function DetailPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const id = location.query.get('id') ?? '';
  const isLive =
    location.path === '/pages/live/detail' || location.path === '/pages/auth-publish/playback';
  const item = useApi(!isLive && id ? `detail:${lang}:${id}` : null, (signal) =>
    api('/cms/content/commonDetail', contentDetailSchema, { params: { id }, signal }),
  );
  if (isLive) return <LiveDetail id={id} />;
  if (!id) return <StatusView empty />;
  if (item.error !== undefined) return <StatusView error={item.error} onRetry={item.reload} />;
  if (!item.data) return <div className="banner skeleton" aria-hidden="true" />;
  const data = item.data;
  return (
    <article className="detail">
      <PageHeader title={data.categoryTitle} />
      <h1 className="detail-title">{data.title}</h1>
      <p className="card-meta">
        <span>{data.source}</span>
        <span>{data.author}</span>
        <time dateTime={data.publishDate}>{formatRelativeTime(data.publishDate, { lang })}</time>
        <span>{t('common.views', { count: data.hit })}</span>
      </p>
      {data.videoUrl ? (
        <video
          className="player"
          src={data.videoUrl}
          poster={data.img.startsWith('[') ? undefined : data.img}
          controls
          playsInline
          preload="metadata"
        />
      ) : null}
      {/* Sanitised by the server on the way in (allow-list of tags, no scripts or handlers). */}
      <div className="detail-body" dangerouslySetInnerHTML={{ __html: data.content }} />
      {data.images.map((image) => (
        <figure key={image.position}>
          <LazyImage field={image.url} alt={image.caption} />
          <figcaption>{image.caption}</figcaption>
        </figure>
      ))}
    </article>
  );
}
