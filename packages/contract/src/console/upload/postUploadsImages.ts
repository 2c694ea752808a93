import { uploadedImageSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { uploadInputs } from '../uploadInputs.ts';

export const postUploadsImages: Call<
  'POST',
  typeof uploadedImageSchema,
  (typeof uploadInputs)['postUploadsImages']
> = {
  method: 'POST',
  path: '/uploads/images',
  response: uploadedImageSchema,
};
