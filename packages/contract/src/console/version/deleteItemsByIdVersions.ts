import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { versionInputs } from '../versionInputs.ts';

/** Takes the item out of its group; the other versions stay linked to each other. */
export const deleteItemsByIdVersions: Call<
  'DELETE',
  z.ZodMiniNull,
  (typeof versionInputs)['deleteItemsByIdVersions']
> = {
  method: 'DELETE',
  path: '/items/:id/versions',
  response: z.null(),
};
