import { ingestStatusSchema } from '../ingestSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { ingestInputs } from '../ingestInputs.ts';

/** A new stream key; the old one is refused at the next connect. */
export const postItemsByIdIngestKey: Call<
  'POST',
  typeof ingestStatusSchema,
  (typeof ingestInputs)['postItemsByIdIngestKey']
> = {
  method: 'POST',
  path: '/items/:id/ingest/key',
  response: ingestStatusSchema,
};
