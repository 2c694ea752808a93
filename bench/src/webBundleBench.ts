/**
 * First-load JavaScript per route: everything the browser must download and run before a route
 * can paint its content — the entry chunk and its static imports, the route's lazy chunk and its
 * imports, and one language's catalogues (the heaviest language) — gzipped at level 9, read
 * from the built app's Vite manifest. Run `npm run build` first.
 *
 *   npm run bench:bundle [-- --budget 100.4]
 */
import { resolve } from 'node:path';
import { measureConsoleBundles } from './consoleBundles.ts';
import { measureRouteBundles } from './routeBundles.ts';

const budgetIndex = process.argv.indexOf('--budget');
const budgetKb = budgetIndex >= 0 ? Number(process.argv[budgetIndex + 1]) : 100.4; // docs/adr/0033
const dist = resolve(import.meta.dirname, '../../apps/web/dist');
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

let build;
try {
  build = measureRouteBundles(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
console.log('route                                        files  first-load JS (gzip)');
for (const route of build.routes)
  console.log(
    `${route.module.replace('src/routes/', '').padEnd(44)} ${String(route.files.length).padStart(5)}  ${kb(route.gzipBytes)}`,
  );
const home = build.routes.find((r) => r.module === 'src/routes/HomePage.tsx');
const over = !home || home.gzipBytes > budgetKb * 1024;
console.log(
  `hls.js (loaded only when a stream plays): ${kb(build.chunkBytes('assets/hls'))}; all JavaScript of the app: ${kb(build.allGzipBytes)}`,
);
console.log(`home budget ${String(budgetKb)} KB: ${over ? 'OVER' : 'within'}`);

// The newsroom console is its own build under /console/: nothing of it is in the reader's.
try {
  const consoleBuild = measureConsoleBundles(
    resolve(import.meta.dirname, '../../apps/console/dist'),
  );
  console.log(`\nnewsroom console (/console/), first-load JS (gzip)`);
  console.log(`${'sign-in screen (entry)'.padEnd(44)} ${kb(consoleBuild.firstLoadBytes)}`);
  for (const screen of consoleBuild.screens)
    console.log(`${screen.module.replace('src/routes/', '').padEnd(44)} ${kb(screen.gzipBytes)}`);
  console.log(`all JavaScript of the console: ${kb(consoleBuild.allGzipBytes)}`);
} catch (error) {
  console.error(`console: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(over ? 1 : 0);
