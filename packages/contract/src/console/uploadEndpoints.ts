import { uploadedImageSchema } from './itemSchemas.ts';
import { videoJobSchema } from './videoJobSchemas.ts';
import { idParamsSchema, uploadQuerySchema } from './consoleParams.ts';
import type { Endpoint } from '../endpoint.ts';

export const postUploadsImages = {
  method: 'POST',
  path: '/uploads/images',
  query: uploadQuerySchema,
  response: uploadedImageSchema,
} as const satisfies Endpoint;

export const postUploadsVideos = {
  method: 'POST',
  path: '/uploads/videos',
  query: uploadQuerySchema,
  response: videoJobSchema,
} as const satisfies Endpoint;

export const getVideoJobsById = {
  method: 'GET',
  path: '/video-jobs/:id',
  params: idParamsSchema,
  response: videoJobSchema,
} as const satisfies Endpoint;
