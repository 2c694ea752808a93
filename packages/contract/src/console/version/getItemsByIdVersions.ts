import { itemVersionsSchema } from '../versionSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/** The item's group: itself and its versions on other sites, each with its source's freshness. */
export const getItemsByIdVersions: Call<
  'GET',
  typeof itemVersionsSchema,
  (typeof versionInputs)['getItemsByIdVersions']
> = {
  method: 'GET',
  path: '/items/:id/versions',
  response: itemVersionsSchema,
};
