import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DemoScene } from './demoScenes.ts';
import { SceneCanvas, seededRandom } from './SceneCanvas.ts';

/** Cameras write 90–98; the pipeline's clean source is 90 too. */
const CAMERA_QUALITY = 90;
/** A lens's softness at camera size, in pixels (a drawing's edges are too sharp for a photo). */
const LENS_BLUR_SIGMA = 1.1;
/** Sensor grain: how far a pixel strays, in 8-bit levels, at its strongest (the shadows). */
const GRAIN = 16;
/**
 * Texture: how far a pixel strays, in 8-bit levels, by mottles some pixels across — the
 * leaves, stone and ripples a drawing lacks and a photograph has at every scale, so its
 * renditions weigh what a photograph's do. The sizes are the mottles' in camera pixels.
 */
const TEXTURE = [
  { size: 5, strength: 16 },
  { size: 23, strength: 8 },
] as const;
/** How much darker the corners are than the centre (lens fall-off). */
const VIGNETTE = 0.38;

/**
 * A camera-like JPEG of a demo scene: the scene's drawing rendered at the camera's size by
 * librsvg (inside sharp), softened as a lens would, then given what a sensor and lens add —
 * grain that is stronger in the shadows and lens fall-off towards the corners — and encoded at
 * a camera's quality. A sideways scene is stored as a phone stores a portrait shot: the pixels
 * turned, with EXIF orientation 6 to turn them back. The same scene always gives the same bytes.
 */
export async function cameraPhoto(scene: DemoScene): Promise<Buffer> {
  const seed = createHash('sha256').update(scene.key).digest().readUInt32BE(0);
  const canvas = new SceneCanvas(scene.width, scene.height, seededRandom(seed));
  scene.draw(canvas);
  const { data, info } = await sharp(Buffer.from(canvas.toSvg()), { limitInputPixels: false })
    .flatten({ background: '#000000' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain goes in before the lens's softness, which turns it from single pixels into the fine
  // mottle of a photograph's texture, and keeps some of it at every rendition's size.
  const random = seededRandom(seed ^ 0x5bd1e995);
  const texture = await mottle(info.width, info.height, random);
  addSensorAndLens(data, texture, info.width, info.height, random);
  const image = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).blur(LENS_BLUR_SIGMA);
  if (!scene.sideways) return image.jpeg({ quality: CAMERA_QUALITY }).toBuffer();
  // Turned a quarter anticlockwise, so orientation 6 ("turn 90° clockwise") puts it upright.
  const sideways = await image.rotate(-90).raw().toBuffer({ resolveWithObject: true });
  return sharp(sideways.data, {
    raw: {
      width: sideways.info.width,
      height: sideways.info.height,
      channels: sideways.info.channels,
    },
  })
    .jpeg({ quality: CAMERA_QUALITY })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Grain values drawn once; rows read them from random offsets (far cheaper than a draw each). */
const GRAIN_TABLE_SIZE = 1 << 20;

/**
 * Smooth noise at each of the texture's scales, summed: a coarse grid of random levels per
 * scale, enlarged to the picture's size by sharp's interpolation. One level a pixel, 128 for none.
 */
async function mottle(width: number, height: number, random: () => number): Promise<Uint8Array> {
  const sum = new Int16Array(width * height);
  for (const { size, strength } of TEXTURE) {
    const gridWidth = Math.ceil(width / size);
    const gridHeight = Math.ceil(height / size);
    const grid = Buffer.alloc(gridWidth * gridHeight);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.round(128 + (random() * 2 - 1) * strength);
    const enlarged = await sharp(grid, {
      raw: { width: gridWidth, height: gridHeight, channels: 1 },
    })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + (enlarged[i] ?? 128) - 128;
  }
  const levels = new Uint8Array(width * height);
  for (let i = 0; i < levels.length; i++)
    levels[i] = Math.max(0, Math.min(255, 128 + (sum[i] ?? 0)));
  return levels;
}

function addSensorAndLens(
  bytes: Buffer,
  texture: Uint8Array,
  width: number,
  height: number,
  random: () => number,
): void {
  // Two uniforms sum to a bell-ish curve.
  const table = new Float32Array(GRAIN_TABLE_SIZE);
  for (let i = 0; i < GRAIN_TABLE_SIZE; i++) table[i] = (random() + random() - 1) * GRAIN;
  const mask = GRAIN_TABLE_SIZE - 1;
  // A clamped view rounds and clamps each store, as 8-bit pixels need.
  const pixels = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, width * height * 3);
  const cx = width / 2;
  const cy = height / 2;
  const reach = cx * cx + cy * cy;
  for (let y = 0; y < height; y++) {
    const dy = (y - cy) * (y - cy);
    const row = Math.floor(random() * GRAIN_TABLE_SIZE);
    const tintRow = Math.floor(random() * GRAIN_TABLE_SIZE);
    let at = y * width * 3;
    for (let x = 0; x < width; x++) {
      const falloff = 1 - (VIGNETTE * ((x - cx) * (x - cx) + dy)) / reach;
      // Grain mostly the same in every channel, as a sensor's luminance noise is.
      const grain = (table[(row + x) & mask] as number) + (texture[y * width + x] as number) - 128;
      for (let c = 0; c < 3; c++) {
        const value = pixels[at] as number;
        const tint = (table[(tintRow + at) & mask] as number) * 0.3;
        pixels[at] = value * falloff + (grain + tint) * (1.4 - value / 255);
        at += 1;
      }
    }
  }
}
