import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The same build step as the reader app's: both front ends are served by one server that sends
// the .br/.gz copies it finds and compresses no static file per request.
import { precompressAssets } from '@news/build-tools/precompressAssets.mjs';
import { SlowestFilesReporter } from '@news/build-tools/SlowestFilesReporter.ts';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  // Served by the API server under /console/, apart from the reader app at /.
  base: '/console/',
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The Content-Security-Policy forbids eval: zod must not probe for it (see apps/web).
        intro: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/zod/'))
            ? 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });'
            : '',
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/console/api', '/media', '/api', '/enapi', '/jaapi', '/krapi', '/ruapi'].map((p) => [
        p,
        'http://127.0.0.1:8080',
      ]),
    ),
  },
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
