import sharp from 'sharp';
import {
  CENTRE_FOCUS,
  cropName,
  PICTURE_CROPS,
  type PictureCrop,
  type PictureFocus,
} from '@news/contract/pictures';
import type { MediaFile } from '../../upload/MediaStore.ts';

const CROP_JPEG = { quality: 80, progressive: true } as const;

/**
 * The crops of a demo picture (`PICTURE_CROPS`, named by `cropName`) around the centre and
 * around its scene's focal point, cut from the folder's full-size source, leaving out any the
 * folder already has. The demo's folders are made here once, so they come with the crops an
 * editor's setting of the point would have made: readers' share cards and structured data then
 * show the point working from the first start.
 */
export async function focusCrops(
  source: Uint8Array,
  focus: PictureFocus,
  existing: ReadonlySet<string>,
): Promise<MediaFile[]> {
  const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const files: MediaFile[] = [];
  for (const point of [CENTRE_FOCUS, focus])
    for (const crop of Object.keys(PICTURE_CROPS) as PictureCrop[]) {
      const name = cropName(crop, point);
      if (existing.has(name) || files.some((file) => file.name === name)) continue;
      const size = PICTURE_CROPS[crop];
      files.push({
        name,
        bytes: await sharp(data, { raw })
          .extract(cropBox(info.width, info.height, size.width / size.height, point))
          .resize(size.width, size.height)
          .jpeg(CROP_JPEG)
          .toBuffer(),
      });
    }
  return files;
}

/**
 * The largest box of `aspect` (width / height) inside the picture whose centre is as near the
 * focal point as the picture's edges allow.
 */
export function cropBox(
  width: number,
  height: number,
  aspect: number,
  focus: PictureFocus,
): { left: number; top: number; width: number; height: number } {
  const boxWidth = Math.min(width, Math.round(height * aspect));
  const boxHeight = Math.min(height, Math.round(boxWidth / aspect));
  const place = (point: number, box: number, whole: number): number =>
    Math.max(0, Math.min(whole - box, Math.round((point / 100) * whole - box / 2)));
  return {
    left: place(focus.x, boxWidth, width),
    top: place(focus.y, boxHeight, height),
    width: boxWidth,
    height: boxHeight,
  };
}
