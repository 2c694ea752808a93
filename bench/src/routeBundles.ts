import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_SITE_LANG, SITE_LANGS } from '@news/contract/sites';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteBundle {
  /** The route module, as the manifest names it (`src/routes/HomePage.tsx`). */
  module: string;
  files: string[];
  /** Gzipped (level 9) bytes of the JavaScript that must load before the route can paint. */
  gzipBytes: number;
}

export interface BuildBundles {
  routes: RouteBundle[];
  /** Every JavaScript chunk of the build, gzipped. */
  allGzipBytes: number;
  /** Gzipped bytes of chunks no route loads up front (hls.js and the like). */
  chunkBytes: (namePart: string) => number;
}

/**
 * Reads a Vite build's manifest and works out, for every lazy route module, its first-load
 * JavaScript: the entry chunk and its static imports, the route's chunk and its static imports,
 * and one language's catalogues (the largest language, so the figure is an upper bound): the
 * first-load ones, and the account screens' own for those screens (they load with them).
 */
export interface BuildManifest {
  manifest: Record<string, ManifestChunk>;
  /** The entry chunk's manifest key. */
  entry: string;
  /** Gzipped (level 9) size of a built file. */
  gz: (file: string) => number;
  /** The JavaScript files of these manifest keys and everything they import statically. */
  closure: (keys: string[]) => string[];
}

/** Reads a Vite build's manifest, with the helpers first-load measurements need. */
export function readBuildManifest(dist: string): BuildManifest {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no build at ${dist}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const gzCache = new Map<string, number>();
  const gz = (file: string): number => {
    let size = gzCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gzCache.set(file, size);
    }
    return size;
  };
  const closure = (keys: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return [...seen].filter((f) => f.endsWith('.js'));
  };
  // The app's entry is index.html's; the arrival pages' islands have an entry of their own.
  const entry =
    'index.html' in manifest
      ? 'index.html'
      : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return { manifest, entry, gz, closure };
}

export function measureRouteBundles(dist: string): BuildBundles {
  const { manifest, entry, gz, closure } = readBuildManifest(dist);
  const languages = SITE_LANGS;
  const catalogues = (lang: string, account = true): string[] =>
    [
      `src/i18n/${lang}.json`,
      ...(account ? [`src/i18n/account/${lang}.json`] : []),
      `src/i18n/detail/${lang}.json`,
    ].filter((key) => key in manifest);
  const heaviest =
    languages
      .map((lang) => ({
        lang,
        bytes: closure(catalogues(lang)).reduce((sum, f) => sum + gz(f), 0),
      }))
      .sort((a, b) => b.bytes - a.bytes)[0]?.lang ?? DEFAULT_SITE_LANG;
  const routes = Object.keys(manifest)
    .filter((key) => /^src\/routes\/(account\/)?[A-Z]\w+Pages?\.tsx$/.test(key))
    .sort()
    .map((module) => {
      const account = module.startsWith('src/routes/account/');
      const files = closure([entry, module, ...catalogues(heaviest, account)]);
      return { module, files, gzipBytes: files.reduce((sum, f) => sum + gz(f), 0) };
    });
  const jsChunks = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
  return {
    routes,
    allGzipBytes: [...new Set(jsChunks.map((c) => c.file))].reduce((sum, f) => sum + gz(f), 0),
    chunkBytes: (namePart) =>
      [...new Set(jsChunks.map((c) => c.file))]
        .filter((f) => f.includes(namePart))
        .reduce((sum, f) => sum + gz(f), 0),
  };
}

/** The islands of the server-rendered arrival pages (docs/adr/0033). */
export const ISLANDS_ENTRY = 'src/islands/startIslands.ts';

export interface ArrivalBundles {
  /** Gzipped bytes of the arrival pages' own script: all a page runs until an island wakes. */
  startBytes: number;
  /**
   * Gzipped bytes before the first island answers: that script, the islands' shared core
   * (React, the API client, the contract's schemas, i18n) and the heaviest language's strings.
   * Each island's own chunk comes on top, when it hydrates.
   */
  firstIslandBytes: number;
  /** The files of `firstIslandBytes`. */
  files: string[];
}

export function measureArrivalBundles(dist: string): ArrivalBundles {
  const { manifest, gz, closure } = readBuildManifest(dist);
  const start = manifest[ISLANDS_ENTRY];
  if (!start) throw new Error(`the build has no ${ISLANDS_ENTRY} entry`);
  // The core is the chunk the start script loads to hydrate (named `islands` by upFrontChunk).
  const core = (start.dynamicImports ?? []).filter((key) => manifest[key]?.name === 'islands');
  if (core.length !== 1)
    throw new Error(`the islands' core chunk is not one chunk: ${core.join()}`);
  const sum = (files: string[]): number => files.reduce((total, f) => total + gz(f), 0);
  const heaviest = Math.max(
    ...SITE_LANGS.map((lang) =>
      sum(closure([`src/i18n/${lang}.json`, `src/i18n/detail/${lang}.json`])),
    ),
  );
  const files = closure([ISLANDS_ENTRY, ...core]);
  return {
    startBytes: sum(closure([ISLANDS_ENTRY])),
    firstIslandBytes: sum(files) + heaviest,
    files,
  };
}
