import { idParamsSchema } from './consoleParams.ts';
import { ingestChapterBodySchema } from './ingestSchemas.ts';

/**
 * What each call of `ingestEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const ingestInputs = {
  getItemsByIdIngest: { params: idParamsSchema },
  postItemsByIdIngestKey: { params: idParamsSchema },
  postItemsByIdIngestChapters: { params: idParamsSchema, body: ingestChapterBodySchema },
};
