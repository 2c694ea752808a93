/**
 * Critical JavaScript of the home route: everything the browser must download and run before
 * the home page can paint its content — the entry chunk and its static imports, the home page's
 * lazy chunk and its imports, and one language catalogue — gzipped at level 9, read from the
 * built app's Vite manifest. Run `npm run build` first.
 *
 *   npm run bench:bundle [-- --budget 120]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = resolve(import.meta.dirname, '../../apps/web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('no build found: run `npm run build` first');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const budgetIndex = process.argv.indexOf('--budget');
const budgetKb = budgetIndex >= 0 ? Number(process.argv[budgetIndex + 1]) : 120;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const gz = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
// One language's catalogues (all three are loaded before the first paint).
const catalogues = [
  'src/i18n/zh-Hans.json',
  'src/i18n/account/zh-Hans.json',
  'src/i18n/detail/zh-Hans.json',
];
const routes: Record<string, string[]> = {
  home: ['src/routes/HomePage.tsx', ...catalogues],
  search: ['src/routes/SearchPage.tsx', ...catalogues],
  'news detail': ['src/routes/NewsDetailPage.tsx', ...catalogues],
  'video detail': ['src/routes/VideoDetailPage.tsx', ...catalogues],
};
for (const keys of Object.values(routes))
  for (const key of keys)
    if (!manifest[key]) {
      console.error(`${key} is not in the build: the bench's route list is out of date`);
      process.exit(2);
    }
console.log('route          files  critical JS (gzip)');
let over = false;
for (const [name, keys] of Object.entries(routes)) {
  const files = [...closure([entry, ...keys])].filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gz(f), 0);
  if (name === 'home' && total > budgetKb * 1024) over = true;
  console.log(`${name.padEnd(14)} ${String(files.length).padStart(5)}  ${kb(total)}`);
}
const all = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .reduce((sum, c) => sum + gz(c.file), 0);
console.log(
  `all JavaScript of the app: ${kb(all)} gzipped; home budget ${String(budgetKb)} KB: ${over ? 'OVER' : 'within'}`,
);
process.exit(over ? 1 : 0);
