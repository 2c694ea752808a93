import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  cmsContentTujieList,
  cmsContentTujieDetail,
  cmsContentVideoList,
  cmsContentVideoDetail,
  cmsContentVideoCollectionList,
  cmsContentVideoCollectionCount,
  cmsSpecialIndexList,
  cmsSpecialBannerList,
  cmsSpecialDetail,
} from '@news/contract/endpoints/mediaContentEndpoints';

/** Picture stories, videos and topics. */
export function mediaContentRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(cmsContentTujieList, {
      summary: 'Picture stories (TUSHUO) and picture explainers (TUJIE), newest first',
      tag: 'pictures',
      cache: true,
      handler: ({ site, query }) =>
        s.content.page(
          site.id,
          { publishTypes: query.publishType ? [query.publishType] : ['TUSHUO', 'TUJIE'] },
          query,
        ),
    }),
    defineRoute(cmsContentTujieDetail, {
      summary: 'A picture story or explainer with every image, caption and position',
      tag: 'pictures',
      cache: true,
      handler: ({ site, query }) => s.content.detail(site, query.id, ['TUSHUO', 'TUJIE']),
    }),
    defineRoute(cmsContentVideoList, {
      summary: 'Videos, newest first, optionally of a channel or a collection',
      tag: 'video',
      cache: true,
      handler: ({ site, query }) => s.video.list(site, query, query),
    }),
    defineRoute(cmsContentVideoDetail, {
      summary: 'A video with its collection and neighbours, for swipe play',
      tag: 'video',
      cache: true,
      handler: ({ site, query }) => s.video.detail(site, query.id),
    }),
    defineRoute(cmsContentVideoCollectionList, {
      summary: 'Video collections with their video counts',
      tag: 'video',
      cache: true,
      handler: ({ site }) => s.video.collectionList(site),
    }),
    defineRoute(cmsContentVideoCollectionCount, {
      summary: 'How many videos a collection holds',
      tag: 'video',
      cache: true,
      handler: ({ site, query }) => s.video.collectionCount(site, query.id),
    }),
    defineRoute(cmsSpecialIndexList, {
      summary: 'Topics, in the editors’ order',
      tag: 'topics',
      cache: true,
      handler: ({ site, query }) => s.topics.list(site, query),
    }),
    defineRoute(cmsSpecialBannerList, {
      summary: 'Topics shown in the topics page banner',
      tag: 'topics',
      cache: true,
      handler: ({ site }) => s.topics.banners(site),
    }),
    defineRoute(cmsSpecialDetail, {
      summary: 'A topic with its sections and their items',
      tag: 'topics',
      cache: true,
      handler: ({ site, query }) => s.topics.detail(site, query.id),
    }),
  ];
}
