import { libraryPicturePageSchema } from '../pictureSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { pictureInputs } from '../pictureInputs.ts';

export const getPictures: Call<
  'GET',
  typeof libraryPicturePageSchema,
  (typeof pictureInputs)['getPictures']
> = {
  method: 'GET',
  path: '/pictures',
  response: libraryPicturePageSchema,
};
