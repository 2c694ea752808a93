import { z } from 'zod/mini';
import {
  itemListQuerySchema,
  createItemBodySchema,
  bulkBodySchema,
  saveItemBodySchema,
  versionBodySchema,
  scheduleBodySchema,
  livePostBodySchema,
  requestChangesBodySchema,
  embargoBodySchema,
} from './itemSchemas.ts';
import { siteQuerySchema } from './moderationSchemas.ts';
import { idTextSchema } from '../contentSchemas.ts';
import { idParamsSchema, siteParamsSchema } from './consoleParams.ts';

/**
 * What each call of `itemEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const itemInputs = {
  getSitesBySiteOptions: { params: siteParamsSchema },
  getItems: { query: itemListQuerySchema },
  postItems: { body: createItemBodySchema },
  postItemsBulk: { body: bulkBodySchema },
  getItemsById: { params: idParamsSchema },
  putItemsById: { params: idParamsSchema, body: saveItemBodySchema },
  postItemsByIdPublish: { params: idParamsSchema, body: versionBodySchema },
  postItemsByIdSchedule: { params: idParamsSchema, body: scheduleBodySchema },
  postItemsByIdUnpublish: { params: idParamsSchema, body: versionBodySchema },
  postItemsByIdSubmit: { params: idParamsSchema, body: versionBodySchema },
  postItemsByIdApprove: { params: idParamsSchema, body: versionBodySchema },
  postItemsByIdRequestChanges: { params: idParamsSchema, body: requestChangesBodySchema },
  putItemsByIdEmbargo: { params: idParamsSchema, body: embargoBodySchema },
  getReviewCounts: { query: siteQuerySchema },
  getItemsByIdRevisions: { params: idParamsSchema },
  postItemsByIdRevisionsByRevisionRestore: {
    params: z.object({ id: idTextSchema, revision: idTextSchema }),
    body: versionBodySchema,
  },
  getItemsByIdHistory: { params: idParamsSchema },
  getItemsByIdPreview: {
    params: idParamsSchema,
    query: z.object({ view: z._default(z.enum(['detail', 'feed']), 'detail') }),
  },
  getItemsByIdLivePosts: { params: idParamsSchema },
  postItemsByIdLivePosts: { params: idParamsSchema, body: livePostBodySchema },
  deleteItemsByIdLivePostsByPostId: {
    params: z.object({ id: idTextSchema, postId: idTextSchema }),
  },
};
