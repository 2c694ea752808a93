import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { pictureInputs } from '../pictureInputs.ts';

/** Deletes a picture nothing uses, its files with it; a used one is refused (`picture.inUse`). */
export const deletePicturesById: Call<
  'DELETE',
  z.ZodMiniNull,
  (typeof pictureInputs)['deletePicturesById']
> = {
  method: 'DELETE',
  path: '/pictures/:id',
  response: z.null(),
};
