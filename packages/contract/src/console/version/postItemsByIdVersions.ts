import { itemVersionsSchema } from '../versionSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/**
 * Links another site's item into this item's group (`body.itemId`); answers the group. Refused:
 * `versions.sameSite` (both on one site), `versions.siteTaken` (the group has a version on that
 * site), `versions.otherGroup` (the other item has versions of its own: unlink it first).
 */
export const postItemsByIdVersions: Call<
  'POST',
  typeof itemVersionsSchema,
  (typeof versionInputs)['postItemsByIdVersions']
> = {
  method: 'POST',
  path: '/items/:id/versions',
  response: itemVersionsSchema,
};
