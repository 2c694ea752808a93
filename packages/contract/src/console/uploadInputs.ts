import { idParamsSchema, uploadQuerySchema } from './consoleParams.ts';

/**
 * What each call of `uploadEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const uploadInputs = {
  postUploadsImages: { query: uploadQuerySchema },
  postUploadsVideos: { query: uploadQuerySchema },
  getVideoJobsById: { params: idParamsSchema },
};
