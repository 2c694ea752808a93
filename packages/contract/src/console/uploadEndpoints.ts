/*
 * The upload calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { postUploadsImages } from './upload/postUploadsImages.ts';
export { postUploadsVideos } from './upload/postUploadsVideos.ts';
export { getVideoJobsById } from './upload/getVideoJobsById.ts';
