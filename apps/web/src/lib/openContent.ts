import type { ContentItem } from '@news/contract/contentSchemas';
import { readPublishType } from '@news/contract/publishTypes';
import { navigateTo, routeHref } from './router/navigation.ts';
import type { RouteTarget } from './router/routePaths.ts';

export type ContentTarget = { kind: 'window'; url: string } | ({ kind: 'route' } & RouteTarget);

/**
 * Where tapping an item goes (docs/product.md §2): an ad opens its ad URL, an out-link opens in a
 * new window, a topic (SPECIAL) opens its page in a new window, everything else its detail page.
 */
export function contentTarget(item: ContentItem, lang: string): ContentTarget {
  if (item.adsImg && item.adsUrl) return { kind: 'window', url: item.adsUrl };
  if (item.outLink) return { kind: 'window', url: item.outLink };
  const type = readPublishType(item);
  switch (type) {
    case 'SPECIAL':
      return {
        kind: 'window',
        url: `${window.location.pathname}${routeHref('/pages/topic/topic-detail-h5', { id: item.specialId, lang })}`,
      };
    case 'TUSHUO':
      return { kind: 'route', path: '/pages/tu-shuo/detail', query: { id: item.id } };
    case 'TUJIE':
      return { kind: 'route', path: '/pages/tu-jie/detail', query: { id: item.id } };
    case 'SHIPING':
      return { kind: 'route', path: '/pages/video/video-detail1', query: { id: item.id } };
    case 'SHIPINGLIST':
      return {
        kind: 'route',
        path: '/pages/video/videoList',
        query: { collectionId: item.collectionId },
      };
    case 'authPublishPlayback':
      return { kind: 'route', path: '/pages/auth-publish/playback', query: { id: item.liveId } };
    case 'TUWEN':
    case undefined:
      return { kind: 'route', path: '/pages/news-detail/news-detail', query: { id: item.id } };
  }
}

export function openContent(item: ContentItem, lang: string): void {
  const target = contentTarget(item, lang);
  if (target.kind === 'window') window.open(target.url, '_blank', 'noopener,noreferrer');
  else navigateTo(target);
}
