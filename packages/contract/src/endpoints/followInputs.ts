import {
  authorListQuerySchema,
  followingQuerySchema,
  followMergeSchema,
  followSchema,
  mostReadQuerySchema,
  tagListQuerySchema,
} from '../followSchemas.ts';
import { noInputSchema } from '../envelope.ts';

/**
 * What each call of `followEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const followInputs = {
  peopleFollowList: { body: noInputSchema },
  peopleFollowSave: { body: followSchema },
  peopleFollowDelete: { body: followSchema },
  peopleFollowMerge: { body: followMergeSchema },
  cmsContentFollowingList: { query: followingQuerySchema },
  cmsContentTagList: { query: tagListQuerySchema },
  cmsContentAuthorList: { query: authorListQuerySchema },
  cmsContentMostRead: { query: mostReadQuerySchema },
};
