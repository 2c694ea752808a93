import { uploadResultSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const fileUpload: Call<
  'POST',
  typeof uploadResultSchema,
  (typeof accountInputs)['fileUpload']
> = {
  method: 'POST',
  path: '/file/upload.do',
  response: uploadResultSchema,
};
