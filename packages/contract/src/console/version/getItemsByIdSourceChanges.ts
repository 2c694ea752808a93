import { sourceChangesSchema } from '../versionSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/**
 * What changed in the item's source since the version was made or last marked up to date: the
 * changed fields before and after, as plain text. Refused `versions.noSource` for an item not
 * made from a source (or whose source is gone).
 */
export const getItemsByIdSourceChanges: Call<
  'GET',
  typeof sourceChangesSchema,
  (typeof versionInputs)['getItemsByIdSourceChanges']
> = {
  method: 'GET',
  path: '/items/:id/source-changes',
  response: sourceChangesSchema,
};
