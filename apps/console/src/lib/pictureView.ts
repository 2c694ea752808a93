import type { LibraryPicture } from '@news/contract/console/pictureSchemas';
import { pictureAddress, renditionUrl, type PictureAddress } from '@news/contract/pictures';

/** Painted behind a picture whose address names no colour (not one the pipeline made). */
const NO_COLOUR = '#e3e6ea';

export interface PictureView {
  /** What the address says (for a URL that is not a processed picture's: the library's size). */
  address: PictureAddress;
  /** The file to show: the WebP rendition at least `width` wide, else the URL as it is. */
  src: string;
}

/**
 * How the console shows a library picture at about `width` CSS pixels: a rendition from its
 * folder rather than the 1280-pixel JPEG at its address, so a page of thumbnails stays light.
 * Pictures from before the pipeline (the demo's drawings) are shown as they are.
 */
export function pictureView(
  picture: Pick<LibraryPicture, 'url' | 'width' | 'height'>,
  width: number,
): PictureView {
  const address = pictureAddress(picture.url);
  if (address) return { address, src: renditionUrl(address, width, 'webp') };
  return {
    address: { base: '', width: picture.width, height: picture.height, color: NO_COLOUR },
    src: picture.url,
  };
}
