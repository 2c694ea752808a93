import {
  indexListQuerySchema,
  indexColumnListQuerySchema,
  subListQuerySchema,
  headlineQuerySchema,
} from '../homeSchemas.ts';
import { noInputSchema } from '../envelope.ts';

/**
 * What each call of `homeEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const homeInputs = {
  cmsContentIndexList: { query: indexListQuerySchema },
  cmsContentIndexColumnList: { query: indexColumnListQuerySchema },
  cmsCategoryGetAppChannels: { query: noInputSchema },
  cmsCategorySubList: { query: subListQuerySchema },
  cmsContentHeadLine: { body: headlineQuerySchema },
};
