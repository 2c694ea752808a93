import { videoJobSchema } from '../videoJobSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { uploadInputs } from '../uploadInputs.ts';

export const postUploadsVideos: Call<
  'POST',
  typeof videoJobSchema,
  (typeof uploadInputs)['postUploadsVideos']
> = {
  method: 'POST',
  path: '/uploads/videos',
  response: videoJobSchema,
};
