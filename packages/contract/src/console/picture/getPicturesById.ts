import { libraryPictureSchema } from '../pictureSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { pictureInputs } from '../pictureInputs.ts';

export const getPicturesById: Call<
  'GET',
  typeof libraryPictureSchema,
  (typeof pictureInputs)['getPicturesById']
> = {
  method: 'GET',
  path: '/pictures/:id',
  response: libraryPictureSchema,
};
