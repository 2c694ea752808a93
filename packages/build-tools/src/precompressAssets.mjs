// @ts-check
// Plain JavaScript, type-checked from its JSDoc: Vite loads the apps' configurations with Node,
// which imports a workspace package's files as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|m3u8)$/;
// Below this a compressed copy saves less than the headers cost.
const MIN_BYTES = 1_024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels, once at build time; the server sends the smallest one the browser accepts
 * (`preCompressed` in the server's static files), so no request pays for compression.
 * `index.html` is left out: the server fills in its runtime configuration per start.
 * Both front ends' builds use it (apps/web, apps/console).
 * @returns {import('vite').Plugin}
 */
export function precompressAssets() {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'news:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The server-rendering build is read from disk by the server, never sent to browsers.
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (!serverBuild) compressTree(outDir);
    },
  };
}

/**
 * Compresses every eligible file under `dir`; returns how many files got copies.
 * @param {string} dir
 * @returns {number}
 */
export function compressTree(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += compressTree(path);
      continue;
    }
    if (name === 'index.html' || !COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}
