import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files of the app's shell: code, styles and the pictures of its own frame. */
const SHELL_FILE = /\.(js|css|svg|png|webp|woff2)$/;
/**
 * Left out: hls.js (110 KB gzipped) plays streams, which need the network anyway, and loads only
 * when one starts.
 */
const ONLINE_ONLY = /^hls\b/;

/**
 * The files of a web build the service worker keeps for offline use, as the addresses the
 * browser asks for: every script and stylesheet of the app (all routes, all five languages'
 * catalogues, so any screen opens offline) and the pictures at the build's root (the icon).
 */
export function precacheList(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  const files = existsSync(assets)
    ? readdirSync(assets)
        .filter((name) => SHELL_FILE.test(name) && !ONLINE_ONLY.test(name))
        .map((name) => `/assets/${name}`)
    : [];
  const root = readdirSync(distDir)
    .filter((name) => SHELL_FILE.test(name))
    .map((name) => `/${name}`);
  return [...root, ...files].sort();
}

/**
 * The build's name: changes exactly when a kept file does (their names carry a hash of their
 * contents; the icon's does not, so its bytes count too).
 */
export function buildVersion(distDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    if (!file.startsWith('/assets/')) hash.update(readFileSync(join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}
