import type { UploadedImage } from '@news/contract/console/itemSchemas';
import type { VideoJob } from '@news/contract/console/videoJobSchemas';
import type { SiteLang } from '@news/contract/sites';
import { upload } from './api.ts';
import { postUploadsImages, postUploadsVideos } from '@news/contract/console/uploadEndpoints';

export function uploadImage(
  site: SiteLang,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadedImage> {
  return upload(postUploadsImages, { query: `site=${site}` }, file, onProgress);
}

export function uploadVideo(
  site: SiteLang,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<VideoJob> {
  return upload(postUploadsVideos, { query: `site=${site}` }, file, onProgress);
}
