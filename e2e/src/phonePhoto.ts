import sharp from 'sharp';

/** Where the phone says it was: written into the photo's GPS data, looked for in what is served. */
export const PHOTO_GPS = { latitude: '31/1 14/1 2406/100', longitude: '121/1 28/1 4512/100' };

const WIDTH = 4000;
const HEIGHT = 3000;

/** Gaussian noise made `width` wide and enlarged to the photo's size: smooth shapes of that scale. */
async function shapes(width: number, sigma: number): Promise<Buffer> {
  const height = Math.round((width * HEIGHT) / WIDTH);
  const small = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .raw()
    .toBuffer();
  return sharp(small, { raw: { width, height, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * A 12-megapixel photo as a phone held upright takes it: the sensor's pixels are stored
 * landscape (4000×3000) with EXIF orientation 6 ("turn 90° clockwise to show"), and the file
 * carries the camera's make and model and where it was taken. Like a photograph it has detail at
 * every scale — shapes from large to small, and the sensor's grain on every pixel — so it is as
 * heavy as a phone's file (about 5 MB) and its smaller copies as heavy as a photo's. (Pure
 * per-pixel noise would not be: it keeps all its weight when made smaller, as no scene does.)
 * A red band along the stored left edge is the top of the picture once it is turned upright, so
 * a test can tell which way up a served copy is.
 */
export async function portraitPhonePhoto(): Promise<Buffer> {
  const [large, middle, small, grain] = await Promise.all([
    shapes(40, 60),
    shapes(160, 40),
    shapes(640, 15),
    shapes(WIDTH, 14),
  ]);
  // Clamped: sums past 0 or 255 stop there instead of wrapping round.
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    const x = Math.floor(i / 3) % WIDTH;
    pixels[i] =
      x < 400
        ? ([208, 24, 24][i % 3] ?? 0)
        : 128 +
          ((large[i] ?? 128) - 128) +
          ((middle[i] ?? 128) - 128) * 0.8 +
          ((small[i] ?? 128) - 128) * 0.5 +
          ((grain[i] ?? 128) - 128);
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'NewsroomPhone', Model: 'Field 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: PHOTO_GPS.longitude,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether a served file still carries any of what the phone wrote. */
export async function carriesCameraData(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  const text = bytes.toString('latin1');
  return (
    meta.exif !== undefined ||
    meta.xmp !== undefined ||
    text.includes('Exif\0') ||
    // The camera's name is long enough not to turn up by chance in compressed pixels.
    text.includes('NewsroomPhone')
  );
}

/** Whether the top tenth of a picture is the red band: the photo is shown the right way up. */
export async function isUpright(bytes: Buffer): Promise<boolean> {
  const image = sharp(bytes);
  const { width, height } = await image.metadata();
  if (!width || !height || width >= height) return false;
  // `stats()` reads the whole input, whatever the pipeline does: cut the band out first.
  const band = await sharp(bytes)
    .extract({ left: 0, top: 0, width, height: Math.max(1, Math.floor(height / 12)) })
    .png()
    .toBuffer();
  const top = await sharp(band).stats();
  const [red, green, blue] = top.channels;
  return (red?.mean ?? 0) > 150 && (green?.mean ?? 255) < 90 && (blue?.mean ?? 255) < 90;
}

/** The width and height of the picture at a URL. */
export async function pictureSize(url: string): Promise<{ width?: number; height?: number }> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}
