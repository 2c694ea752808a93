import { DemoPhotoCache, SHARED_DEMO_PHOTO_DIR } from '../seed/photos/DemoPhotoCache.ts';
import { DEMO_SCENES } from '../seed/photos/demoScenes.ts';

/**
 * Vitest's global set-up: makes the demo photographs once, before any test file starts, where
 * every seed of the run copies them from. Made inside a test file's `beforeAll` instead, the
 * first seed of a machine (tens of seconds of CPU) would run into the hook's time limit. Once
 * made, this costs a look at the directory.
 */
export async function setup(): Promise<void> {
  await new DemoPhotoCache(SHARED_DEMO_PHOTO_DIR).ensure(DEMO_SCENES);
}
