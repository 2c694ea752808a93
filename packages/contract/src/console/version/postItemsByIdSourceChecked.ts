import { itemVersionsSchema } from '../versionSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/**
 * Marks the version up to date with its source's newest revision (an editor's word, audited as
 * `content.versionChecked`); answers the group. Refused `versions.noSource` as above.
 */
export const postItemsByIdSourceChecked: Call<
  'POST',
  typeof itemVersionsSchema,
  (typeof versionInputs)['postItemsByIdSourceChecked']
> = {
  method: 'POST',
  path: '/items/:id/source-checked',
  response: itemVersionsSchema,
};
