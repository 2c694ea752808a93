import { z } from 'zod/mini';
import { noInputSchema, pagingSchema } from '../envelope.ts';
import { contentPageSchema, contentIdQuerySchema, contentDetailSchema } from '../contentSchemas.ts';
import {
  videoListQuerySchema,
  videoDetailSchema,
  videoCollectionListSchema,
  videoCollectionCountQuerySchema,
  videoCollectionCountSchema,
} from '../videoSchemas.ts';
import {
  topicListQuerySchema,
  topicPageSchema,
  topicBannerListSchema,
  topicDetailQuerySchema,
  topicDetailSchema,
} from '../topicSchemas.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const cmsContentTujieList = {
  method: 'GET',
  path: '/cms/content/tujieList',
  query: z.object({
    ...pagingSchema.shape,
    publishType: z.optional(z.enum(['TUSHUO', 'TUJIE'])),
  }),
  response: contentPageSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentTujieDetail = {
  method: 'GET',
  path: '/cms/content/tujieDetail',
  query: contentIdQuerySchema,
  response: contentDetailSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentVideoList = {
  method: 'GET',
  path: '/cms/content/videoList',
  query: videoListQuerySchema,
  response: contentPageSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentVideoDetail = {
  method: 'GET',
  path: '/cms/content/videoDetail',
  query: contentIdQuerySchema,
  response: videoDetailSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentVideoCollectionList = {
  method: 'GET',
  path: '/cms/content/videoCollectionList',
  query: noInputSchema,
  response: videoCollectionListSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentVideoCollectionCount = {
  method: 'GET',
  path: '/cms/content/videoCollectionCount',
  query: videoCollectionCountQuerySchema,
  response: videoCollectionCountSchema,
} as const satisfies ReaderEndpoint;

export const cmsSpecialIndexList = {
  method: 'GET',
  path: '/cms/special/indexList',
  query: topicListQuerySchema,
  response: topicPageSchema,
} as const satisfies ReaderEndpoint;

export const cmsSpecialBannerList = {
  method: 'GET',
  path: '/cms/special/bannerList',
  query: noInputSchema,
  response: topicBannerListSchema,
} as const satisfies ReaderEndpoint;

export const cmsSpecialDetail = {
  method: 'GET',
  path: '/cms/special/detail',
  query: topicDetailQuerySchema,
  response: topicDetailSchema,
} as const satisfies ReaderEndpoint;
