import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICTURE_CROPS, PICTURE_WIDTHS } from '@news/contract/pictures';
import { STAFF_UPLOAD_MAX_BYTES } from '../../services/media/UploadService.ts';
import type { MediaFile } from '../../upload/MediaStore.ts';
import { PicturePipeline } from '../../upload/PicturePipeline.ts';
import { PICTURE_SOURCE_NAME } from '../../upload/PicturePipeline.ts';
import { cameraPhoto } from './cameraPhoto.ts';
import type { DemoScene } from './demoScenes.ts';

/**
 * Raise when the scenes, the camera's look or the folder's files change: folders made by an
 * earlier generator are then made again, not reused. The ladder of widths and the crops are part
 * of the key on their own.
 */
export const DEMO_PHOTO_VERSION = 2;

/** Where seeds that name no directory (tests, benchmarks) keep the demo photographs. */
export const SHARED_DEMO_PHOTO_DIR = join(tmpdir(), 'news-demo-photos');

/** A demo photograph's media-store folder, ready to store. */
export interface DemoPhoto {
  files: MediaFile[];
  /** The name of the file at its address (`<W>x<H>-<rrggbb>.jpg`). */
  addressName: string;
  width: number;
  height: number;
}

const ADDRESS_NAME = /^([1-9]\d*)x([1-9]\d*)-[0-9a-f]{6}\.jpg$/;
/** Scenes made at once: the machine's cores are shared with whatever else runs. */
const MAKING_AT_ONCE = 2;
/** A lock older than this was left by a process that died while making the scene. */
const STALE_LOCK_MS = 5 * 60_000;
const LOCK_POLL_MS = 200;

/**
 * The demo's photographs as processed folders, made once and kept in a directory: making one —
 * drawing the scene at a camera's size and running it through the picture pipeline an editor's
 * upload goes through — costs seconds of CPU, copying it back costs milliseconds. Parallel
 * seeders (test workers, servers starting together) share the directory: each scene is made
 * by whoever takes its lock first while the others wait for it, and a folder is written aside
 * and renamed into place, so nobody reads half of one. A directory that cannot be written (a
 * read-only volume) only costs the saving: the photographs are still made.
 */
export class DemoPhotoCache {
  /** The directory of this generation's folders, one per scene (and its lock while it is made). */
  readonly root: string;
  #pipeline: PicturePipeline | undefined;

  constructor(directory: string) {
    const generation = createHash('sha256')
      .update(JSON.stringify([DEMO_PHOTO_VERSION, PICTURE_WIDTHS, PICTURE_CROPS]))
      .digest('hex')
      .slice(0, 12);
    this.root = join(directory, `v${String(DEMO_PHOTO_VERSION)}-${generation}`);
  }

  /** Every scene's folder, in the order given. */
  async photos(scenes: readonly DemoScene[]): Promise<DemoPhoto[]> {
    const results: DemoPhoto[] = [];
    let next = 0;
    const work = async (): Promise<void> => {
      while (next < scenes.length) {
        const index = next++;
        const scene = scenes[index];
        if (scene) results[index] = await this.photo(scene);
      }
    };
    await Promise.all(Array.from({ length: MAKING_AT_ONCE }, work));
    return results;
  }

  /** Makes the scenes not kept yet, reading none of those that are. */
  async ensure(scenes: readonly DemoScene[]): Promise<void> {
    const kept = await Promise.all(
      scenes.map((scene) =>
        stat(join(this.root, scene.key)).then(
          () => true,
          () => false,
        ),
      ),
    );
    await this.photos(scenes.filter((_, index) => !kept[index]));
  }

  async photo(scene: DemoScene): Promise<DemoPhoto> {
    const folder = join(this.root, scene.key);
    const lock = `${folder}.lock`;
    for (;;) {
      const kept = await readFolder(folder);
      if (kept) return kept;
      if (await takeLock(lock)) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      // Another process may have finished it between our look and our lock.
      const kept = await readFolder(folder);
      if (kept) return kept;
      const photo = await this.#make(scene);
      await writeFolder(folder, photo.files).catch(() => undefined);
      return photo;
    } finally {
      await rm(lock, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  async #make(scene: DemoScene): Promise<DemoPhoto> {
    this.#pipeline ??= new PicturePipeline({ inFlight: MAKING_AT_ONCE, queue: 64 });
    const outcome = await this.#pipeline.process(await cameraPhoto(scene), STAFF_UPLOAD_MAX_BYTES);
    if (!outcome.ok) throw new Error(`demo photo ${scene.key}: ${outcome.problem}`);
    const { picture } = outcome;
    const source = picture.files.find((file) => file.name === PICTURE_SOURCE_NAME);
    if (!source) throw new Error(`demo photo ${scene.key}: no source`);
    // The crops an editor's setting of the point would have made: readers' share cards and
    // structured data show the point working from the first start. (The centre's came with it.)
    const names = new Set(picture.files.map((file) => file.name));
    const around = await this.#pipeline.cropsAround(source.bytes, scene.focus);
    if (!around.ok) throw new Error(`demo photo ${scene.key}: crops ${around.problem}`);
    return {
      files: [...picture.files, ...around.files.filter((file) => !names.has(file.name))],
      addressName: picture.addressName,
      width: picture.width,
      height: picture.height,
    };
  }
}

async function readFolder(folder: string): Promise<DemoPhoto | undefined> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return undefined;
  }
  const files = await Promise.all(
    names.sort().map(async (name) => ({ name, bytes: await readFile(join(folder, name)) })),
  );
  for (const name of names) {
    const match = ADDRESS_NAME.exec(name);
    if (match)
      return { files, addressName: name, width: Number(match[1]), height: Number(match[2]) };
  }
  return undefined;
}

async function writeFolder(folder: string, files: readonly MediaFile[]): Promise<void> {
  const aside = `${folder}.${String(process.pid)}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(aside, { recursive: true });
    for (const file of files) await writeFile(join(aside, file.name), file.bytes);
    await rename(aside, folder);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

/** Takes the lock (a directory: making one is atomic), breaking one left by a dead process. */
async function takeLock(lock: string): Promise<boolean> {
  try {
    await mkdir(join(lock, '..'), { recursive: true });
    await mkdir(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
    const taken = await stat(lock).catch(() => undefined);
    if (taken && Date.now() - taken.mtimeMs > STALE_LOCK_MS)
      await rm(lock, { recursive: true, force: true });
    return false;
  }
}
