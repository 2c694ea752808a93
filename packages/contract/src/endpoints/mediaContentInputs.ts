import { z } from 'zod/mini';
import { noInputSchema, pagingSchema } from '../envelope.ts';
import { contentIdQuerySchema } from '../contentSchemas.ts';
import { videoListQuerySchema, videoCollectionCountQuerySchema } from '../videoSchemas.ts';
import { topicListQuerySchema, topicDetailQuerySchema } from '../topicSchemas.ts';

/**
 * What each call of `mediaContentEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const mediaContentInputs = {
  cmsContentTujieList: {
    query: z.object({
      ...pagingSchema.shape,
      publishType: z.optional(z.enum(['TUSHUO', 'TUJIE'])),
    }),
  },
  cmsContentTujieDetail: { query: contentIdQuerySchema },
  cmsContentVideoList: { query: videoListQuerySchema },
  cmsContentVideoDetail: { query: contentIdQuerySchema },
  cmsContentVideoCollectionList: { query: noInputSchema },
  cmsContentVideoCollectionCount: { query: videoCollectionCountQuerySchema },
  cmsSpecialIndexList: { query: topicListQuerySchema },
  cmsSpecialBannerList: { query: noInputSchema },
  cmsSpecialDetail: { query: topicDetailQuerySchema },
};
