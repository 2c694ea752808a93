import { z } from 'zod';
import {
  contentDetailSchema,
  contentIdQuerySchema,
  contentPageSchema,
} from '@news/contract/contentSchemas';
import { pagingSchema } from '@news/contract/envelope';
import {
  topicBannerListSchema,
  topicDetailQuerySchema,
  topicDetailSchema,
  topicListQuerySchema,
  topicPageSchema,
} from '@news/contract/topicSchemas';
import {
  videoCollectionCountQuerySchema,
  videoCollectionCountSchema,
  videoCollectionListSchema,
  videoDetailSchema,
  videoListQuerySchema,
} from '@news/contract/videoSchemas';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';

/** Picture stories, videos and topics. */
export function mediaContentRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/cms/content/tujieList',
      summary: 'Picture stories (TUSHUO) and picture explainers (TUJIE), newest first',
      tag: 'pictures',
      cache: true,
      query: z.object({
        ...pagingSchema.shape,
        publishType: z.enum(['TUSHUO', 'TUJIE']).optional(),
      }),
      response: contentPageSchema,
      handler: ({ site, query }) =>
        s.content.page(
          site.id,
          { publishTypes: query.publishType ? [query.publishType] : ['TUSHUO', 'TUJIE'] },
          query,
        ),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/tujieDetail',
      summary: 'A picture story or explainer with every image, caption and position',
      tag: 'pictures',
      cache: true,
      query: contentIdQuerySchema,
      response: contentDetailSchema,
      handler: ({ site, query }) => s.content.detail(site, query.id, ['TUSHUO', 'TUJIE']),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/videoList',
      summary: 'Videos, newest first, optionally of a channel or a collection',
      tag: 'video',
      cache: true,
      query: videoListQuerySchema,
      response: contentPageSchema,
      handler: ({ site, query }) => s.video.list(site, query, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/videoDetail',
      summary: 'A video with its collection and neighbours, for swipe play',
      tag: 'video',
      cache: true,
      query: contentIdQuerySchema,
      response: videoDetailSchema,
      handler: ({ site, query }) => s.video.detail(site, query.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/videoCollectionList',
      summary: 'Video collections with their video counts',
      tag: 'video',
      cache: true,
      query: z.object({}).loose(),
      response: videoCollectionListSchema,
      handler: ({ site }) => s.video.collectionList(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/videoCollectionCount',
      summary: 'How many videos a collection holds',
      tag: 'video',
      cache: true,
      query: videoCollectionCountQuerySchema,
      response: videoCollectionCountSchema,
      handler: ({ site, query }) => s.video.collectionCount(site, query.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/special/indexList',
      summary: 'Topics, in the editors’ order',
      tag: 'topics',
      cache: true,
      query: topicListQuerySchema,
      response: topicPageSchema,
      handler: ({ site, query }) => s.topics.list(site, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/special/bannerList',
      summary: 'Topics shown in the topics page banner',
      tag: 'topics',
      cache: true,
      query: z.object({}).loose(),
      response: topicBannerListSchema,
      handler: ({ site }) => s.topics.banners(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/special/detail',
      summary: 'A topic with its sections and their items',
      tag: 'topics',
      cache: true,
      query: topicDetailQuerySchema,
      response: topicDetailSchema,
      handler: ({ site, query }) => s.topics.detail(site, query.id),
    }),
  ];
}
