import { readBuildManifest } from './routeBundles.ts';

export interface ConsoleBundles {
  /** What the sign-in screen needs: the entry chunk and its imports (gzipped bytes). */
  firstLoadBytes: number;
  /** Each screen's first load: the entry's and the screen's chunks with their imports. */
  screens: { module: string; gzipBytes: number }[];
  allGzipBytes: number;
}

/**
 * The newsroom console's own build (`apps/console/dist`), apart from the reader app's: its first
 * load (the sign-in screen) and each lazily loaded screen on top of it, gzipped JavaScript.
 */
export function measureConsoleBundles(dist: string): ConsoleBundles {
  const { manifest, entry, gz, closure } = readBuildManifest(dist);
  const sum = (files: string[]): number => files.reduce((total, f) => total + gz(f), 0);
  const screens = Object.keys(manifest)
    .filter((key) => /^src\/routes\/\w+Page\.tsx$/.test(key))
    .sort()
    .map((module) => ({ module, gzipBytes: sum(closure([entry, module])) }));
  const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) =>
    f.endsWith('.js'),
  );
  return { firstLoadBytes: sum(closure([entry])), screens, allGzipBytes: sum(all) };
}
