import { uploadedImageSchema, type UploadedImage } from '@news/contract/console/itemSchemas';
import { videoJobSchema, type VideoJob } from '@news/contract/console/videoJobSchemas';
import type { SiteLang } from '@news/contract/sites';
import { upload } from './api.ts';

export function uploadImage(
  site: SiteLang,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadedImage> {
  return upload(`/uploads/images?site=${site}`, file, uploadedImageSchema, onProgress);
}

export function uploadVideo(
  site: SiteLang,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<VideoJob> {
  return upload(`/uploads/videos?site=${site}`, file, videoJobSchema, onProgress);
}
