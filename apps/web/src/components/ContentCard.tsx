import type { ContentItem } from '@news/contract/contentSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { useKeptOffline } from '../features/offline/offlineApi.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { openContent } from '../lib/openContent.ts';
import { LazyImage } from './LazyImage.tsx';

const BADGES: Partial<Record<ContentItem['publishType'], MessageKey>> = {
  SPECIAL: 'home.topic',
  SHIPINGLIST: 'home.collection',
  SHIPING: 'home.video',
  TUSHUO: 'home.pictures',
  TUJIE: 'home.explainer',
  authPublishPlayback: 'home.replay',
};

/**
 * A feed row: picture, title, and the source, badge, relative time and whether it can be read
 * offline below.
 */
export function ContentCard({ item }: { item: ContentItem }) {
  const { t, lang } = useI18n();
  const kept = useKeptOffline(lang, item.id);
  // Where an ad or an outside link goes (openContent opens it in a new window).
  const external = item.adsImg && item.adsUrl ? item.adsUrl : item.outLink || undefined;
  const badge = item.adsUrl ? 'home.ad' : item.outLink ? 'home.external' : BADGES[item.publishType];
  return (
    <li className="card">
      {/* A link to the item's share page, so a reader without script (or a crawler) can follow
          it; the app opens the item in place. */}
      <a
        className="card-button"
        href={external ?? `/s/${encodeURIComponent(lang)}/${encodeURIComponent(item.id)}`}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openContent(item, lang);
        }}
      >
        <span className="card-text">
          <span className="card-title">{item.title}</span>
          <span className="card-meta">
            {badge ? <span className="badge">{t(badge)}</span> : null}
            <span>{item.source}</span>
            {/* Relative to the renderer's clock and zone: the server's HTML may differ a little. */}
            <time dateTime={item.publishDate} suppressHydrationWarning>
              {formatRelativeTime(item.publishDate, { lang })}
            </time>
            {kept ? (
              <span className="badge offline-mark" data-testid="kept-offline">
                {t('offline.kept')}
              </span>
            ) : null}
          </span>
        </span>
        <LazyImage
          field={item.adsImg || item.img}
          ratio="4 / 3"
          sizes="112px"
          className="card-image"
        />
      </a>
    </li>
  );
}
