import sharp from 'sharp';

/** Where the phone says it was: written into the photo's GPS data, looked for in what is served. */
export const PHOTO_GPS = { latitude: '31/1 14/1 2406/100', longitude: '121/1 28/1 4512/100' };

/**
 * A 12-megapixel photo as a phone held upright takes it: the sensor's pixels are stored
 * landscape (4000×3000) with EXIF orientation 6 ("turn 90° clockwise to show"), and the file
 * carries the camera's make and model and where it was taken. Grain everywhere, so it compresses
 * like a photograph (several MB), and a red band along the stored left edge — the top of the
 * picture once it is turned upright — so a test can tell which way up a served copy is.
 */
export async function portraitPhonePhoto(): Promise<Buffer> {
  const band = await sharp({
    create: { width: 400, height: 3000, channels: 3, background: '#d01818' },
  })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      noise: { type: 'gaussian', mean: 120, sigma: 45 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(grain, { raw: { width: 4000, height: 3000, channels: 3 } })
    .composite([{ input: band, raw: { width: 400, height: 3000, channels: 3 }, left: 0, top: 0 }])
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
