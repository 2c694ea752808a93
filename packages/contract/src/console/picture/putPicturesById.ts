import { libraryPictureSchema } from '../pictureSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { pictureInputs } from '../pictureInputs.ts';

export const putPicturesById: Call<
  'PUT',
  typeof libraryPictureSchema,
  (typeof pictureInputs)['putPicturesById']
> = {
  method: 'PUT',
  path: '/pictures/:id',
  response: libraryPictureSchema,
};
