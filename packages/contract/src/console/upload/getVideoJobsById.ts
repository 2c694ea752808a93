import { videoJobSchema } from '../videoJobSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { uploadInputs } from '../uploadInputs.ts';

export const getVideoJobsById: Call<
  'GET',
  typeof videoJobSchema,
  (typeof uploadInputs)['getVideoJobsById']
> = {
  method: 'GET',
  path: '/video-jobs/:id',
  response: videoJobSchema,
};
