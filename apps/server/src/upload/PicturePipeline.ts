import type sharpModule from 'sharp';
import type { Sharp } from 'sharp';
import {
  CENTRE_FOCUS,
  PICTURE_CROPS,
  PICTURE_DEFAULT_WIDTH,
  PICTURE_SHARE_CARD,
  cropName,
  pictureFileName,
  type PictureCrop,
  type PictureFocus,
  pictureWidths,
  renditionName,
  cropSize,
} from '@news/contract/pictures';
import { inspectImage } from './inspectImage.ts';
import type { MediaFile } from './MediaStore.ts';

type SharpFunction = typeof sharpModule;

let loadingSharp: Promise<SharpFunction> | undefined;

/**
 * sharp, loaded with the first picture: libvips's libraries add about 10 MB to the serving
 * process's resident memory (a restart over the demo data; 19 MB in a bare Node), which a server
 * that makes no picture after it starts (most restarts, a reader's instance in a cluster) need
 * not carry.
 */
function loadSharp(): Promise<SharpFunction> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations' results for reuse; every picture here is new, so its cache
    // only holds memory (measured: ~70 MB less growth over two 12 MP pictures, no slower).
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** The name of the full-size clean copy inside a picture's folder, which later crops are cut from. */
export const PICTURE_SOURCE_NAME = 'source.jpg';

/** The name of the share card inside a picture's folder. */
export const PICTURE_SHARE_CARD_NAME = 'og.jpg';

/**
 * Widths added to the ladder (`PICTURE_WIDTHS`) after pictures were stored without them: such a
 * rendition is made the first time it is asked for (`LateRenditions`), so an older picture's
 * `srcset` never points at a missing file. A width joins this list whenever the ladder grows.
 */
export const LATE_PICTURE_WIDTHS: readonly number[] = [200, 720, 1080];

/**
 * The width of the copy a picture's dominant colour is taken from: a fixed one, not the ladder's
 * smallest step, so a step added below does not change the colour (and the address) of a picture.
 */
const COLOR_SAMPLE_WIDTH = 320;

/** Largest picture (width × height, upright or not) the pipeline decodes; refused before decoding. */
export const PICTURE_MAX_PIXELS = 40_000_000;

/** Longest side the pipeline decodes. */
export const PICTURE_MAX_SIDE = 12_000;

export interface PicturePipelineOptions {
  /** Pictures processed at once (each is seconds of CPU for a camera JPEG). */
  inFlight: number;
  /** Pictures that may wait for their turn; more are refused as busy rather than piling up. */
  queue: number;
}

/** A processed picture: the files of its folder and what its address says about it. */
export interface ProcessedPicture {
  files: MediaFile[];
  /** The name of the file at the picture's address (`<W>x<H>-<rrggbb>.jpg`). */
  addressName: string;
  /** Upright size, in pixels. */
  width: number;
  height: number;
  /** Dominant colour, `#rrggbb`. */
  color: string;
}

export type PictureOutcome =
  | { ok: true; picture: ProcessedPicture }
  | { ok: false; problem: 'tooLarge' | 'notImage' | 'busy' };

export type RenditionOutcome =
  { ok: true; files: MediaFile[] } | { ok: false; problem: 'notImage' | 'busy' | 'notInLadder' };

export type CropOutcome =
  { ok: true; files: MediaFile[] } | { ok: false; problem: 'notImage' | 'busy' };

/** The crops made around a focal point, in `PICTURE_CROPS`'s order. */
const CROPS = Object.keys(PICTURE_CROPS) as PictureCrop[];

/** Where in a picture a crop is cut (`extract`) and the size it is written at. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
  /** The crop's size once written: the crop's own, or the box's when the picture is smaller. */
  outWidth: number;
  outHeight: number;
}

/**
 * The largest box of the crop's shape inside a `width` × `height` picture, placed so the focal
 * point is as near its middle as the picture's edges allow. It is scaled down to the crop's size,
 * never up: a picture smaller than the crop gives a crop as large as the box.
 */
export function cropBox(
  width: number,
  height: number,
  crop: PictureCrop,
  focus: PictureFocus,
): CropBox {
  const shape = PICTURE_CROPS[crop];
  const boxWidth = Math.max(1, Math.min(width, Math.round((height * shape.width) / shape.height)));
  const boxHeight = Math.max(1, Math.min(height, Math.round((width * shape.height) / shape.width)));
  const place = (point: number, side: number, box: number): number =>
    Math.min(Math.max(Math.round((point / 100) * side - box / 2), 0), side - box);
  const out = cropSize({ width, height }, crop);
  return {
    left: place(focus.x, width, boxWidth),
    top: place(focus.y, height, boxHeight),
    width: boxWidth,
    height: boxHeight,
    outWidth: out.width,
    outHeight: out.height,
  };
}

// Renditions are for screens: a quality a reader cannot tell from the source at their size. The
// source keeps more, as crops are cut from it later.
const RENDITION_JPEG = { quality: 80, progressive: true, mozjpeg: false } as const;
const RENDITION_WEBP = { quality: 75, effort: 4 } as const;
const SOURCE_JPEG = { quality: 90, mozjpeg: false } as const;

/**
 * Turns an uploaded picture into the files of its media-store folder (docs/adr/0024-pictures.md):
 * our own byte check first (format, dimensions, pixel count, so a decompression bomb is refused
 * before any decoder sees it), then sharp (libvips) decodes it once, turns it upright by its EXIF
 * orientation, converts it to sRGB (a wide-gamut ICC profile is applied, not dropped) and writes
 * new files that carry no metadata at all (no EXIF, GPS, XMP, IPTC, ICC or comments): the source,
 * the renditions of the ladder in JPEG and WebP, and the share card. A GIF keeps its first frame
 * only: pictures are stills here (renditions are JPEG and WebP).
 *
 * sharp works on libuv's thread pool, so the event loop keeps serving readers meanwhile; the
 * number of pictures in flight is bounded, and a full queue answers `busy` at once.
 */
export class PicturePipeline {
  readonly #slots: Slots;

  constructor(options: PicturePipelineOptions) {
    this.#slots = new Slots(options.inFlight, options.queue);
  }

  async process(
    bytes: Uint8Array,
    maxBytes: number,
    lane: PictureLane = 'desk',
  ): Promise<PictureOutcome> {
    const inspected = inspectImage(bytes, {
      maxBytes,
      maxPixels: PICTURE_MAX_PIXELS,
      maxSide: PICTURE_MAX_SIDE,
    });
    if (!inspected.ok)
      return {
        ok: false,
        problem:
          inspected.reason === 'tooLarge' || inspected.reason === 'tooManyPixels'
            ? 'tooLarge'
            : 'notImage',
      };
    const sharp = await loadSharp();
    const release = this.#slots.acquire(lane);
    if (!release) return { ok: false, problem: 'busy' };
    try {
      await release.turn;
      return { ok: true, picture: await makeFiles(sharp, bytes) };
    } catch {
      // The bytes passed our structure check but the decoder found them broken.
      return { ok: false, problem: 'notImage' };
    } finally {
      release.done();
    }
  }

  /**
   * The four crops around `focus` (`<crop>-<x>-<y>.jpg`, `cropName`), cut from a picture
   * folder's `source.jpg`: what an editor's new focal point needs. The source is our own clean
   * JPEG, but it is still read by the same bounded decoder.
   */
  async cropsAround(source: Uint8Array, focus: PictureFocus): Promise<CropOutcome> {
    const sharp = await loadSharp();
    const release = this.#slots.acquire('desk');
    if (!release) return { ok: false, problem: 'busy' };
    try {
      await release.turn;
      const full = await uprightPixels(
        sharp(source, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' }),
      );
      return { ok: true, files: await cropFiles(sharp, full, CROPS, focus) };
    } catch {
      return { ok: false, problem: 'notImage' };
    } finally {
      release.done();
    }
  }

  /**
   * One width's renditions (`w<N>.jpg` and `w<N>.webp`) cut from a picture folder's `source.jpg`,
   * when the picture's ladder holds that width: for widths the ladder gained after the picture was
   * stored. Same encoders and bounded slots as `process`.
   */
  async renditionsAt(source: Uint8Array, width: number): Promise<RenditionOutcome> {
    const sharp = await loadSharp();
    // Asked for by anonymous readers' requests: the public lane.
    const release = this.#slots.acquire('public');
    if (!release) return { ok: false, problem: 'busy' };
    try {
      await release.turn;
      const full = await uprightPixels(
        sharp(source, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' }),
      );
      // The top of a picture's ladder is its own width (capped): never made here, it exists.
      const widths = pictureWidths(full.width);
      if (!widths.slice(0, -1).includes(width)) return { ok: false, problem: 'notInLadder' };
      const picture = await scaled(sharp, full, width);
      return {
        ok: true,
        files: [
          {
            name: renditionName(width, 'jpg'),
            bytes: await rawImage(sharp, picture).jpeg(RENDITION_JPEG).toBuffer(),
          },
          {
            name: renditionName(width, 'webp'),
            bytes: await rawImage(sharp, picture).webp(RENDITION_WEBP).toBuffer(),
          },
        ],
      };
    } catch {
      return { ok: false, problem: 'notImage' };
    } finally {
      release.done();
    }
  }
}

/** The named crops of a picture around a point; each a JPEG of its crop's size or smaller. */
async function cropFiles(
  sharp: SharpFunction,
  picture: Upright,
  crops: readonly PictureCrop[],
  focus: PictureFocus,
): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for (const crop of crops) {
    const box = cropBox(picture.width, picture.height, crop, focus);
    let image = rawImage(sharp, picture).extract({
      left: box.left,
      top: box.top,
      width: box.width,
      height: box.height,
    });
    if (box.outWidth !== box.width)
      image = image.resize(box.outWidth, box.outHeight, { fit: 'fill' });
    files.push({ name: cropName(crop, focus), bytes: await image.jpeg(RENDITION_JPEG).toBuffer() });
  }
  return files;
}

interface Upright {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

async function makeFiles(sharp: SharpFunction, bytes: Uint8Array): Promise<ProcessedPicture> {
  const full = await uprightPixels(
    sharp(bytes, {
      limitInputPixels: PICTURE_MAX_PIXELS,
      failOn: 'error',
      // A GIF's first frame; every other format has one.
      animated: false,
    }),
  );
  const files: MediaFile[] = [
    { name: PICTURE_SOURCE_NAME, bytes: await rawImage(sharp, full).jpeg(SOURCE_JPEG).toBuffer() },
  ];
  const widths = pictureWidths(full.width);
  // Every rendition is made from the largest, not from the full picture again: the same result at
  // a fraction of the work for a camera picture.
  const largest = await scaled(sharp, full, widths[widths.length - 1] ?? full.width);
  const jpegs = new Map<number, Buffer>();
  for (const width of widths) {
    const picture = width === largest.width ? largest : await scaled(sharp, largest, width);
    const jpeg = await rawImage(sharp, picture).jpeg(RENDITION_JPEG).toBuffer();
    jpegs.set(width, jpeg);
    files.push(
      { name: renditionName(width, 'jpg'), bytes: jpeg },
      {
        name: renditionName(width, 'webp'),
        bytes: await rawImage(sharp, picture).webp(RENDITION_WEBP).toBuffer(),
      },
    );
  }
  files.push({
    name: PICTURE_SHARE_CARD_NAME,
    bytes: await rawImage(sharp, largest)
      .resize(PICTURE_SHARE_CARD.width, PICTURE_SHARE_CARD.height, {
        fit: 'cover',
        position: 'centre',
      })
      .jpeg(RENDITION_JPEG)
      .toBuffer(),
  });
  // The centre's share card is `og.jpg` above; the other shapes are made now, as their names say.
  files.push(...(await cropFiles(sharp, largest, ['c16x9', 'c4x3', 'c1x1'], CENTRE_FOCUS)));
  const color = await dominantColor(sharp, await scaled(sharp, largest, COLOR_SAMPLE_WIDTH));
  const addressWidth = Math.min(full.width, PICTURE_DEFAULT_WIDTH);
  const addressName = pictureFileName(full.width, full.height, color);
  // The ladder always holds the address's width (a standard width, or the picture's own).
  const addressBytes = jpegs.get(addressWidth);
  if (!addressBytes) throw new Error(`picture: no rendition ${String(addressWidth)} wide`);
  files.push({ name: addressName, bytes: addressBytes });
  return { files, addressName, width: full.width, height: full.height, color: `#${color}` };
}

/** Decodes once: upright, in sRGB, on white where it was transparent, as 8-bit RGB. */
async function uprightPixels(image: Sharp): Promise<Upright> {
  const { data, info } = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

function rawImage(sharp: SharpFunction, picture: Upright): Sharp {
  return sharp(picture.pixels, {
    raw: { width: picture.width, height: picture.height, channels: picture.channels },
  });
}

async function scaled(sharp: SharpFunction, picture: Upright, width: number): Promise<Upright> {
  if (width >= picture.width) return picture;
  return uprightPixels(rawImage(sharp, picture).resize({ width }));
}

async function dominantColor(sharp: SharpFunction, picture: Upright): Promise<string> {
  const { dominant } = await rawImage(sharp, picture).stats();
  return [dominant.r, dominant.g, dominant.b]
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('');
}

interface Turn {
  /** Resolves when the picture may be processed. */
  turn: Promise<void>;
  /** Gives the slot to the next picture waiting. */
  done(): void;
}

/**
 * Whose picture it is: the newsroom's (uploads, focal points) or the public's (readers' avatars,
 * renditions anonymous requests ask for).
 */
export type PictureLane = 'desk' | 'public';

/**
 * A counting semaphore with a bounded queue: a picture waits its turn, or is refused at once.
 * The public's pictures hold at most half of the places (running and waiting), so a reader's
 * uploads or requests never leave the newsroom "busy".
 */
class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];
  #publicHeld = 0;
  readonly #publicMax: number;

  constructor(
    inFlight: number,
    private readonly queue: number,
  ) {
    this.#free = inFlight;
    this.#publicMax = Math.max(1, Math.floor((inFlight + queue) / 2));
  }

  acquire(lane: PictureLane): Turn | undefined {
    const isPublic = lane === 'public';
    if (isPublic && this.#publicHeld >= this.#publicMax) return undefined;
    const done = (): void => {
      if (isPublic) this.#publicHeld -= 1;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    };
    if (this.#free > 0) {
      this.#free -= 1;
      if (isPublic) this.#publicHeld += 1;
      return { turn: Promise.resolve(), done };
    }
    if (this.#waiting.length >= this.queue) return undefined;
    if (isPublic) this.#publicHeld += 1;
    return { turn: new Promise((resolve) => this.#waiting.push(resolve)), done };
  }
}
