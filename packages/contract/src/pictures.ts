/**
 * How a processed picture is addressed (docs/adr/0024-pictures.md). Every picture that enters —
 * an editor's upload, a reader's avatar, an imported feed's image — is stored as one immutable
 * folder of the media store:
 *
 *   /media/pictures/<hash>/<W>x<H>-<rrggbb>.jpg   the picture's address, as content holds it
 *   /media/pictures/<hash>/w<N>.webp, w<N>.jpg     its renditions, N in `pictureWidths(W)`
 *   /media/pictures/<hash>/og.jpg                  the 1200×630 share card
 *
 * The address names the picture's own size (upright, in pixels) and its dominant colour, so a
 * client given nothing but the address can reserve the picture's box, paint a placeholder and
 * offer every rendition in a `srcset`, with no extra field in any response. The file at the
 * address itself is a JPEG at most `PICTURE_DEFAULT_WIDTH` wide, for clients that know none of
 * this (feed readers, old apps). Any other URL (the demo's SVG drawings, a provider's absolute
 * URLs) is not a processed picture and is shown as it is.
 */

/** The widths renditions are made at; a picture is never enlarged (see `pictureWidths`). */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280, 1920, 2560] as const;

/** The width of the JPEG at a picture's address. */
export const PICTURE_DEFAULT_WIDTH = 1280;

/** The share card's size (Open Graph's recommended 1.91:1). */
export const PICTURE_SHARE_CARD = { width: 1200, height: 630 } as const;

/** The media-store folder pictures are kept in. */
export const PICTURE_FOLDER = 'pictures';

export type PictureFormat = 'webp' | 'jpg';

export interface PictureAddress {
  /** The folder's URL with its trailing slash, as the address gave it (relative or absolute). */
  base: string;
  width: number;
  height: number;
  /** The dominant colour, `#rrggbb`. */
  color: string;
}

const ADDRESS =
  /^(.*\/media\/pictures\/[0-9a-f]{32}\/)([1-9]\d{0,4})x([1-9]\d{0,4})-([0-9a-f]{6})\.jpg$/;

/** The name of the file at a picture's address, inside its folder. */
export function pictureFileName(width: number, height: number, color: string): string {
  return `${String(width)}x${String(height)}-${color.replace(/^#/, '').toLowerCase()}.jpg`;
}

/** What a picture's address says about it, or undefined when the URL is not one. */
export function pictureAddress(url: string): PictureAddress | undefined {
  const match = ADDRESS.exec(url);
  if (!match) return undefined;
  const [, base = '', width = '', height = '', color = ''] = match;
  return { base, width: Number(width), height: Number(height), color: `#${color}` };
}

/**
 * The widths a picture `width` pixels wide has renditions at: every standard width below its own,
 * then its own capped at the largest standard width — so a 1000-pixel picture has 320, 480, 640,
 * 960 and 1000, and a 4032-pixel one 320 to 2560.
 */
export function pictureWidths(width: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? PICTURE_DEFAULT_WIDTH;
  const top = Math.min(width, largest);
  return [...PICTURE_WIDTHS.filter((standard) => standard < top), top];
}

/** The file name of one rendition inside the picture's folder. */
export function renditionName(width: number, format: PictureFormat): string {
  return `w${String(width)}.${format}`;
}

/** A `srcset` offering every rendition of the picture in one format. */
export function pictureSrcset(picture: PictureAddress, format: PictureFormat): string {
  return pictureWidths(picture.width)
    .map((width) => `${picture.base}${renditionName(width, format)} ${String(width)}w`)
    .join(', ');
}

/** The smallest rendition at least `width` pixels wide (the largest when none is). */
export function renditionUrl(
  picture: PictureAddress,
  width: number,
  format: PictureFormat = 'jpg',
): string {
  const widths = pictureWidths(picture.width);
  const chosen = widths.find((each) => each >= width) ?? widths[widths.length - 1] ?? width;
  return `${picture.base}${renditionName(chosen, format)}`;
}

/** The picture's 1200×630 share card. */
export function shareCardUrl(picture: PictureAddress): string {
  return `${picture.base}og.jpg`;
}
