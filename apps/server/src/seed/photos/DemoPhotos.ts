import { createHash } from 'node:crypto';
import { PICTURE_FOLDER } from '@news/contract/pictures';
import type { MediaStore } from '../../upload/MediaStore.ts';
import type { DemoPhotoCache } from './DemoPhotoCache.ts';
import { DEMO_SCENES, type DemoScene } from './demoScenes.ts';

/** A demo photograph in the media store. */
export interface StoredPhoto {
  scene: DemoScene;
  /** Its address, `/media/pictures/<hash>/<W>x<H>-<rrggbb>.jpg`. */
  url: string;
  width: number;
  height: number;
  /** Bytes of the file at the address. */
  bytes: number;
}

/**
 * The demo's photographs, stored, and which one goes with which piece of demo content: the scene
 * whose keywords the content's key names most (a ferry story gets the port, a kite festival
 * the kites), or else one picked by the key's hash, so re-seeding picks the same.
 */
export class DemoPhotos {
  private constructor(private readonly stored: readonly StoredPhoto[]) {}

  /** Every scene's folder from the cache, stored as the upload service stores a picture. */
  static async store(cache: DemoPhotoCache, media: MediaStore): Promise<DemoPhotos> {
    const photos = await cache.photos(DEMO_SCENES);
    const stored: StoredPhoto[] = [];
    for (const [index, photo] of photos.entries()) {
      const scene = DEMO_SCENES[index];
      if (!scene) continue;
      const folder = await media.putFolder(photo.files, PICTURE_FOLDER);
      const address = photo.files.find((file) => file.name === photo.addressName);
      stored.push({
        scene,
        url: `${folder}${photo.addressName}`,
        width: photo.width,
        height: photo.height,
        bytes: address?.bytes.length ?? 0,
      });
    }
    return new DemoPhotos(stored);
  }

  /** The photograph for a piece of content. */
  for(key: string): StoredPhoto {
    const [first] = this.series(key, 1);
    if (!first) throw new Error('demo photos: none stored');
    return first;
  }

  /** `count` photographs for a gallery: the one for `key` first, then others, none twice. */
  series(key: string, count: number): StoredPhoto[] {
    const words = new Set(key.toLowerCase().split(/[^a-z0-9]+/));
    const score = (photo: StoredPhoto): number =>
      photo.scene.keywords.filter((word) => words.has(word)).length;
    const hash = createHash('sha256').update(key).digest();
    const best = Math.max(0, ...this.stored.map(score));
    const start =
      best > 0
        ? this.stored.findIndex((photo) => score(photo) === best)
        : hash.readUInt32BE(0) % this.stored.length;
    // The others in an order of the key's own, so two galleries do not run through the same.
    const step = 1 + (hash.readUInt32BE(4) % (this.stored.length - 1));
    const order: StoredPhoto[] = [];
    for (let i = 0; order.length < this.stored.length; i++) {
      const photo = this.stored[(start + i * step) % this.stored.length];
      if (photo && !order.includes(photo)) order.push(photo);
      if (i > this.stored.length * this.stored.length) break;
    }
    for (const photo of this.stored) if (!order.includes(photo)) order.push(photo);
    return Array.from({ length: count }, (_, i) => order[i % order.length]).filter(
      (photo): photo is StoredPhoto => photo !== undefined,
    );
  }
}
