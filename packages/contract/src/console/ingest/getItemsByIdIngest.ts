import { ingestStatusSchema } from '../ingestSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { ingestInputs } from '../ingestInputs.ts';

/** The broadcast's ingest address, key, encoder state, input, watchers and log (makes the key on first ask). */
export const getItemsByIdIngest: Call<
  'GET',
  typeof ingestStatusSchema,
  (typeof ingestInputs)['getItemsByIdIngest']
> = {
  method: 'GET',
  path: '/items/:id/ingest',
  response: ingestStatusSchema,
};
