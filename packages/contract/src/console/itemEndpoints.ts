import { z } from 'zod/mini';
import {
  siteOptionsSchema,
  itemListQuerySchema,
  itemPageSchema,
  createItemBodySchema,
  itemDetailSchema,
  bulkBodySchema,
  bulkResultSchema,
  saveItemBodySchema,
  versionBodySchema,
  scheduleBodySchema,
  revisionListSchema,
  livePostListSchema,
  livePostBodySchema,
  livePostSchema,
} from './itemSchemas.ts';
import { idTextSchema } from '../contentSchemas.ts';
import { auditEntryListSchema } from './auditSchemas.ts';
import { idParamsSchema, siteParamsSchema } from './consoleParams.ts';
import type { Endpoint } from '../endpoint.ts';

export const getSitesBySiteOptions = {
  method: 'GET',
  path: '/sites/:site/options',
  params: siteParamsSchema,
  response: siteOptionsSchema,
} as const satisfies Endpoint;

export const getItems = {
  method: 'GET',
  path: '/items',
  query: itemListQuerySchema,
  response: itemPageSchema,
} as const satisfies Endpoint;

export const postItems = {
  method: 'POST',
  path: '/items',
  body: createItemBodySchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const postItemsBulk = {
  method: 'POST',
  path: '/items/bulk',
  body: bulkBodySchema,
  response: bulkResultSchema,
} as const satisfies Endpoint;

export const getItemsById = {
  method: 'GET',
  path: '/items/:id',
  params: idParamsSchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const putItemsById = {
  method: 'PUT',
  path: '/items/:id',
  params: idParamsSchema,
  body: saveItemBodySchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const postItemsByIdPublish = {
  method: 'POST',
  path: '/items/:id/publish',
  params: idParamsSchema,
  body: versionBodySchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const postItemsByIdSchedule = {
  method: 'POST',
  path: '/items/:id/schedule',
  params: idParamsSchema,
  body: scheduleBodySchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const postItemsByIdUnpublish = {
  method: 'POST',
  path: '/items/:id/unpublish',
  params: idParamsSchema,
  body: versionBodySchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const getItemsByIdRevisions = {
  method: 'GET',
  path: '/items/:id/revisions',
  params: idParamsSchema,
  response: revisionListSchema,
} as const satisfies Endpoint;

export const postItemsByIdRevisionsByRevisionRestore = {
  method: 'POST',
  path: '/items/:id/revisions/:revision/restore',
  params: z.object({ id: idTextSchema, revision: idTextSchema }),
  body: versionBodySchema,
  response: itemDetailSchema,
} as const satisfies Endpoint;

export const getItemsByIdHistory = {
  method: 'GET',
  path: '/items/:id/history',
  params: idParamsSchema,
  response: auditEntryListSchema,
} as const satisfies Endpoint;

export const getItemsByIdPreview = {
  method: 'GET',
  path: '/items/:id/preview',
  params: idParamsSchema,
  query: z.object({ view: z._default(z.enum(['detail', 'feed']), 'detail') }),
} as const satisfies Endpoint;

export const getItemsByIdLivePosts = {
  method: 'GET',
  path: '/items/:id/live-posts',
  params: idParamsSchema,
  response: livePostListSchema,
} as const satisfies Endpoint;

export const postItemsByIdLivePosts = {
  method: 'POST',
  path: '/items/:id/live-posts',
  params: idParamsSchema,
  body: livePostBodySchema,
  response: livePostSchema,
} as const satisfies Endpoint;

export const deleteItemsByIdLivePostsByPostId = {
  method: 'DELETE',
  path: '/items/:id/live-posts/:postId',
  params: z.object({ id: idTextSchema, postId: idTextSchema }),
  response: z.null(),
} as const satisfies Endpoint;
