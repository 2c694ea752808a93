import { pictureAddress, renditionUrl } from '@news/contract/pictures';

/**
 * A poster's width in pixels: a phone's player (360–430 CSS px) at a device pixel ratio of 2. One
 * width, not the device's: the server's HTML names the same file the app then takes over.
 */
const POSTER_WIDTH = 720;

/**
 * The file a video's poster shows: for a picture from the pipeline, its WebP rendition near a
 * phone player's size (a `poster` has no `srcset`, and the picture's own address is its large
 * JPEG fallback); any other address as it is.
 */
export function posterRendition(url: string): string {
  const picture = pictureAddress(url);
  return picture ? renditionUrl(picture, POSTER_WIDTH, 'webp') : url;
}
