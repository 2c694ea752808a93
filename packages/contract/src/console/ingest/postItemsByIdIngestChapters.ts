import { ingestChapterListSchema } from '../ingestSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { ingestInputs } from '../ingestInputs.ts';

/** "Chapter here" while on air: a chapter at the current offset, saved in the item's segments. */
export const postItemsByIdIngestChapters: Call<
  'POST',
  typeof ingestChapterListSchema,
  (typeof ingestInputs)['postItemsByIdIngestChapters']
> = {
  method: 'POST',
  path: '/items/:id/ingest/chapters',
  response: ingestChapterListSchema,
};
