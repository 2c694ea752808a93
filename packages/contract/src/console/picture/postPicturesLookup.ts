import { pictureLookupSchema } from '../pictureSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { pictureInputs } from '../pictureInputs.ts';

export const postPicturesLookup: Call<
  'POST',
  typeof pictureLookupSchema,
  (typeof pictureInputs)['postPicturesLookup']
> = {
  method: 'POST',
  path: '/pictures/lookup',
  response: pictureLookupSchema,
};
