import { DemoPhotoCache, SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';
import { DEMO_SCENES } from '@news/server/seed/photos/demoScenes';

/**
 * Vitest's global set-up: the demo photographs every server of the suite seeds, made once
 * before the first file starts (tens of seconds of CPU on a fresh machine, which would otherwise
 * fall inside the first server's start-up time limit). Once made, a look at the directory.
 */
export async function setup(): Promise<void> {
  await new DemoPhotoCache(SHARED_DEMO_PHOTO_DIR).ensure(DEMO_SCENES);
}
