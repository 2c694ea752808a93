/**
 * How a processed picture is addressed (docs/adr/0024-pictures.md). Every picture that enters —
 * an editor's upload, a reader's avatar, an imported feed's image — is stored as one immutable
 * folder of the media store:
 *
 *   /media/pictures/<hash>/<W>x<H>-<rrggbb>.jpg   the picture's address, as content holds it
 *   /media/pictures/<hash>/w<N>.webp, w<N>.jpg     its renditions, N in `pictureWidths(W)`
 *   /media/pictures/<hash>/og.jpg                  the 1200×630 share card, centred
 *   /media/pictures/<hash>/<crop>-<x>-<y>.jpg      crops around a focal point (see `cropUrl`)
 *
 * The address names the picture's own size (upright, in pixels) and its dominant colour, so a
 * client given nothing but the address can reserve the picture's box, paint a placeholder and
 * offer every rendition in a `srcset`, with no extra field in any response. The file at the
 * address itself is a JPEG at most `PICTURE_DEFAULT_WIDTH` wide, for clients that know none of
 * this (feed readers, old apps). Any other URL (the demo's SVG drawings, a provider's absolute
 * URLs) is not a processed picture and is shown as it is.
 *
 * A picture's focal point is kept in the media library (per site), not in content: changing it
 * once changes every use. Readers' responses carry it as a fragment the server adds at read time,
 * `<address>#focus=<x>,<y>` (percent of width and height, 0–100), which no HTTP request sends on;
 * clients crop card shapes around it (`object-position`) and use the crops made for it.
 */

/**
 * The widths renditions are made at; a picture is never enlarged (see `pictureWidths`). Steps sit
 * just above the slots phones fill, so the rendition a browser picks is not much larger than the
 * slot: 720 for a 412-px phone at DPR 1.75 (Lighthouse's phone), 1080 for one at 2.625, and 200
 * for a 112-px card (a feed's, the related items', a playlist's) at 1.75, which took 320 — 2.6
 * times its pixels — before.
 */
export const PICTURE_WIDTHS = [200, 320, 480, 640, 720, 960, 1080, 1280, 1920, 2560] as const;

/** The width of the JPEG at a picture's address. */
export const PICTURE_DEFAULT_WIDTH = 1280;

/** The share card's size (Open Graph's recommended 1.91:1). */
export const PICTURE_SHARE_CARD = { width: 1200, height: 630 } as const;

/** The media-store folder pictures are kept in. */
export const PICTURE_FOLDER = 'pictures';

export type PictureFormat = 'webp' | 'jpg';

/** A focal point: percent of the picture's width and height from its top-left corner, 0–100. */
export interface PictureFocus {
  x: number;
  y: number;
}

/** Where a picture is cropped around when nobody chose a point. */
export const CENTRE_FOCUS: PictureFocus = { x: 50, y: 50 };

/**
 * The crops made around a focal point, as `width × height` (docs/adr/0024): the share card
 * (`og`, 1200×630), and the 16:9, 4:3 and 1:1 pictures search engines ask for in structured data.
 * Card shapes in the apps crop in the browser around the same point.
 */
export const PICTURE_CROPS = {
  og: { width: 1200, height: 630 },
  c16x9: { width: 1200, height: 675 },
  c4x3: { width: 1200, height: 900 },
  c1x1: { width: 1200, height: 1200 },
} as const;
export type PictureCrop = keyof typeof PICTURE_CROPS;

export interface PictureAddress {
  /** The folder's URL with its trailing slash, as the address gave it (relative or absolute). */
  base: string;
  width: number;
  height: number;
  /** The dominant colour, `#rrggbb`. */
  color: string;
  /** The focal point the library holds, when one was set (absent: the centre). */
  focus?: PictureFocus;
}

const ADDRESS =
  /^(.*\/media\/pictures\/[0-9a-f]{32}\/)([1-9]\d{0,4})x([1-9]\d{0,4})-([0-9a-f]{6})\.jpg(?:#focus=(\d{1,3}),(\d{1,3}))?$/;

/** The name of the file at a picture's address, inside its folder. */
export function pictureFileName(width: number, height: number, color: string): string {
  return `${String(width)}x${String(height)}-${color.replace(/^#/, '').toLowerCase()}.jpg`;
}

/** What a picture's address says about it, or undefined when the URL is not one. */
export function pictureAddress(url: string): PictureAddress | undefined {
  const match = ADDRESS.exec(url);
  if (!match) return undefined;
  const [, base = '', width = '', height = '', color = '', x, y] = match;
  const picture: PictureAddress = {
    base,
    width: Number(width),
    height: Number(height),
    color: `#${color}`,
  };
  if (x !== undefined && y !== undefined) {
    if (Number(x) > 100 || Number(y) > 100) return undefined;
    picture.focus = { x: Number(x), y: Number(y) };
  }
  return picture;
}

/** The address without a focus fragment: what content and the library hold. */
export function plainPictureUrl(url: string): string {
  return url.replace(/#focus=\d{1,3},\d{1,3}$/, '');
}

/** The address as readers' responses carry it: with the focal point when it is not the centre. */
export function withFocus(url: string, focus: PictureFocus): string {
  const plain = plainPictureUrl(url);
  if (focus.x === CENTRE_FOCUS.x && focus.y === CENTRE_FOCUS.y) return plain;
  return `${plain}#focus=${String(focus.x)},${String(focus.y)}`;
}

/** The CSS `object-position` that keeps the focal point in view when a box crops the picture. */
export function focusPosition(picture: PictureAddress): string {
  const focus = picture.focus ?? CENTRE_FOCUS;
  return `${String(focus.x)}% ${String(focus.y)}%`;
}

/**
 * The size of a picture's crop: the crop's own size, or — for a picture too small to fill it — the
 * largest box of its shape the picture holds, as crops are never enlarged.
 */
export function cropSize(
  picture: { width: number; height: number },
  crop: PictureCrop,
): { width: number; height: number } {
  const shape = PICTURE_CROPS[crop];
  const width = Math.max(
    1,
    Math.min(picture.width, Math.round((picture.height * shape.width) / shape.height)),
  );
  if (width >= shape.width) return { width: shape.width, height: shape.height };
  const height = Math.max(
    1,
    Math.min(picture.height, Math.round((picture.width * shape.height) / shape.width)),
  );
  return { width, height };
}

/** The file name of a crop around a focal point, inside the picture's folder. */
export function cropName(crop: PictureCrop, focus: PictureFocus): string {
  return `${crop}-${String(focus.x)}-${String(focus.y)}.jpg`;
}

/**
 * A crop of the picture around its focal point. Crops at the centre are made when the picture
 * enters, others when an editor sets the point.
 */
export function cropUrl(picture: PictureAddress, crop: PictureCrop): string {
  return `${picture.base}${cropName(crop, picture.focus ?? CENTRE_FOCUS)}`;
}

/**
 * The widths a picture `width` pixels wide has renditions at: every standard width below its own,
 * then its own capped at the largest standard width — so a 1000-pixel picture has 200, 320, 480,
 * 640, 720, 960 and 1000, and a 4032-pixel one 200 to 2560.
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

/** The picture's 1200×630 share card, cropped around its focal point. */
export function shareCardUrl(picture: PictureAddress): string {
  return picture.focus ? cropUrl(picture, 'og') : `${picture.base}og.jpg`;
}
