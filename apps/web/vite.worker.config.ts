import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { buildVersion, precacheList } from './src/build/precacheList.ts';

/**
 * The service worker's build (features/offline/worker), after the app's: one classic script at
 * the root of the app's build (`sw.js`: a worker controls the pages under the path it is served
 * from), with the list of the build's files to keep and the build's name written in.
 * `WEB_BUILD_OUT_DIR` is the app's build directory, as for `scripts/build-if-needed.mjs`.
 */
export default defineConfig((): UserConfig => {
  const outDir = resolve(import.meta.dirname, process.env.WEB_BUILD_OUT_DIR ?? 'dist');
  const files = precacheList(outDir);
  return {
    publicDir: false,
    define: {
      __NEWS_PRECACHE__: JSON.stringify(files),
      __NEWS_BUILD__: JSON.stringify(buildVersion(outDir, files)),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      sourcemap: false,
      lib: {
        entry: resolve(import.meta.dirname, 'src/features/offline/worker/serviceWorker.ts'),
        formats: ['iife'],
        name: 'newsServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  };
});
