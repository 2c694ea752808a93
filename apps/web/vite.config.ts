import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressAssets } from '@news/build-tools/precompressAssets.mjs';
import { SlowestFilesReporter } from '@news/build-tools/SlowestFilesReporter.ts';
import { upFrontChunk } from '@news/build-tools/upFrontChunk.mjs';

export default defineConfig({
  plugins: [react(), precompressAssets(), upFrontChunk({ apart: 'src/islands/startIslands.ts' })],
  base: '/',
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules itself (in-app browsers are Chromium).
    modulePreload: { polyfill: false },
    // Budget is enforced by bench; the warning here is the early hint.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      // The app (index.html) and the server-rendered arrival pages' script (docs/adr/0033).
      input: { index: 'index.html', islands: 'src/islands/startIslands.ts' },
      // The contract's modules build every schema at their top level, the server's request
      // schemas too; without this, each schema an imported module holds would stay in the
      // bundle whether or not the app uses it. Every call rooted at `z` has no effect but its
      // result, so an unused one is dropped (the contract never calls `z` for an effect).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Chunk names carry a content hash, and the entry lists every lazy chunk's name for
        // preloading: random letters that gzip cannot shrink. Lower-case letters and digits
        // (8 of them: 41 bits, no collision in any build of ours) cost about 130 bytes less on
        // every route's first load than the default mixed case with - and _.
        hashCharacters: 'base36',
        // The entry lists every lazy chunk's file for preloading: names such as
        // `peopleAttentionCollectionLogDelete-…` cost every first load about 1 KB gzipped, so a
        // chunk is its hash alone (the manifest says which module is which). hls.js keeps its
        // name: the offline worker leaves it out by that name.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('hls') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // Our Content-Security-Policy forbids eval. zod decides when each schema is built whether
        // it may compile parsers, and on the first parse probes `new Function`, which the browser
        // reports as a CSP violation on every load. Its global configuration must say "jitless"
        // before any schema exists, so it is set at the top of the chunk that holds zod itself.
        intro: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/zod/'))
            ? 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });'
            : '',
      },
    },
  },
  // The server-rendering build (`dist/.ssr/`) runs in Node beside the workspace's node_modules;
  // the contract is TypeScript source and must be bundled into it.
  ssr: {
    noExternal: ['@news/contract'],
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/jaapi', '/krapi', '/enapi', '/ruapi', '/media', '/openapi.json'].map((p) => [
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
