import sharp from 'sharp';

interface CameraJpegOptions {
  width?: number;
  height?: number;
  /** JPEG quality: cameras write 90–98. */
  quality?: number;
  /** How far each pixel strays from the gradient (sensor noise), 0–127. */
  noise?: number;
  /** Different seeds make different bytes (and so different addresses). */
  seed?: number;
}

/**
 * A camera-like JPEG made here, not committed: a diagonal gradient with per-pixel noise, which
 * compresses about as badly as a photograph does (4032×3024 at quality 95 is about 8.5 MB, as a 12-megapixel camera writes).
 */
export async function cameraJpeg(options: CameraJpegOptions = {}): Promise<Buffer> {
  const { width = 4032, height = 3024, quality = 95, noise = 56, seed = 1 } = options;
  const pixels = Buffer.alloc(width * height * 3);
  // A small linear congruential generator: the same picture for the same seed, and fast.
  let state = seed >>> 0 || 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const grain = ((state >>> 16) % (2 * noise + 1)) - noise;
      pixels[at] = clamp((x * 200) / width + 40 + grain);
      pixels[at + 1] = clamp((y * 180) / height + 50 + grain);
      pixels[at + 2] = clamp(((x + y) * 120) / (width + height) + 90 + grain);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * A phone photo shot in portrait: the sensor's pixels are stored sideways with EXIF orientation
 * 6 ("turn 90° clockwise to view"), the camera's make and GPS position in its EXIF. Upright it is
 * `width`×`height`, its top quarter red and the rest blue, so a test can tell which way is up.
 */
export async function portraitPhoneJpeg(width = 300, height = 400): Promise<Buffer> {
  const top = Math.round(height / 4);
  const upright = await sharp({
    create: { width, height, channels: 3, background: '#0000ff' },
  })
    .composite([
      {
        input: { create: { width, height: top, channels: 3, background: '#ff0000' } },
        top: 0,
        left: 0,
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(upright, { raw: { width, height, channels: 3 } })
    .rotate(-90)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2621/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3942/100',
      },
    })
    .toBuffer();
}

/**
 * A JPEG in Display P3 with its ICC profile: its stored numbers mean `srgb`'s colour only once
 * the profile is applied (a viewer that drops the profile shows it washed out).
 */
export async function displayP3Jpeg(
  srgb: { r: number; g: number; b: number },
  size = 64,
): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: srgb } })
    .jpeg({ quality: 95 })
    .withIccProfile('p3')
    .toBuffer();
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
