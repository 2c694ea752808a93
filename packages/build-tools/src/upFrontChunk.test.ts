import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { upFrontChunk } from './upFrontChunk.mjs';

/**
 * A small app built for real: the entry imports `shared` (which imports `helper`) and loads two
 * screens lazily; one screen imports `shared` too, both import `screenParts`, and a part of the
 * second loads `helper` on demand: a module both loaded up front and imported on demand is what
 * Rolldown gives a chunk of its own.
 */
const FILES = {
  'main.js': `import { shared } from './shared.js';
console.log(shared());
addEventListener('click', () => import('./first.js').then((m) => console.log(m.first())));
addEventListener('keydown', () => import('./second.js').then((m) => m.second()));`,
  'shared.js': `import { helper } from './helper.js';
export const shared = () => 'shared:' + helper();`,
  'helper.js': `export const helper = () => 'helper-body';`,
  'screenParts.js': `export const screenParts = () => 'screen-parts-body';`,
  'first.js': `import { shared } from './shared.js';
import { screenParts } from './screenParts.js';
export const first = () => shared() + screenParts() + 'first-body';`,
  'second.js': `import { screenParts } from './screenParts.js';
export const second = () => import('./third.js').then((m) => m.third() + screenParts());`,
  'third.js': `export const third = () => import('./helper.js').then((m) => m.helper() + 'third-body');`,
};

async function chunksOf(
  root: string,
  plugins: Plugin[],
  ssr = false,
): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: false,
      ssr,
      rollupOptions: { input: join(root, 'main.js') },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output
      ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      : [],
  );
}

const modulesOf = (chunk: Rolldown.OutputChunk | undefined): string[] =>
  (chunk?.moduleIds ?? []).map((id) => basename(id)).sort();

describe('upFrontChunk', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'up-front-'));
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('puts every module the entry imports statically into the entry chunk', async () => {
    const chunks = await chunksOf(root, [upFrontChunk()]);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(modulesOf(entry)).toEqual(expect.arrayContaining(['helper.js', 'main.js', 'shared.js']));
    // A lazy screen reaches them through the entry's chunk, and keeps its own code.
    const first = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('first.js')));
    expect(modulesOf(first)).toEqual(['first.js']);
    expect(first?.imports.some((file) => file === entry?.fileName)).toBe(true);
    // What only the lazy screens share stays out of the first load.
    expect(entry?.code).not.toContain('screen-parts-body');
    expect(chunks.some((chunk) => modulesOf(chunk).join() === 'screenParts.js')).toBe(true);
  });

  it('is needed: without it, an up-front module also imported on demand gets a chunk of its own', async () => {
    const chunks = await chunksOf(root, []);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(modulesOf(entry)).not.toContain('helper.js');
  });

  it('leaves the server-rendering build as Vite makes it', async () => {
    const withPlugin = await chunksOf(root, [upFrontChunk()], true);
    const without = await chunksOf(root, [], true);
    expect(withPlugin.map((chunk) => modulesOf(chunk).join())).toEqual(
      without.map((chunk) => modulesOf(chunk).join()),
    );
  });

  it('keeps a second entry and what it loads out of the app’s start, and the app out of it', async () => {
    const apart = mkdtempSync(join(tmpdir(), 'up-front-apart-'));
    try {
      for (const [name, text] of Object.entries(APART_FILES))
        writeFileSync(join(apart, name), text);
      const result = await build({
        root: apart,
        configFile: false,
        logLevel: 'silent',
        plugins: [upFrontChunk({ apart: 'islands.js' })],
        build: {
          write: false,
          minify: false,
          rollupOptions: {
            input: { main: join(apart, 'main.js'), islands: join(apart, 'islands.js') },
          },
        },
      });
      const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) =>
        'output' in output
          ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
          : [],
      );
      const holding = (module: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
      const staticClosure = (chunk: Rolldown.OutputChunk | undefined): string[] => {
        const seen = new Set<string>();
        const visit = (file: string): void => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(next);
        };
        if (chunk) visit(chunk.fileName);
        return [...seen];
      };
      // The app's entry chunk holds its entry alone: importing it would start the app.
      expect(modulesOf(holding('main.js'))).toEqual(['main.js']);
      // Neither the second entry nor its core reaches the app's start.
      const app = holding('appStart.js')?.fileName;
      expect(staticClosure(holding('islands.js'))).not.toContain(app);
      expect(staticClosure(holding('core.js'))).not.toContain(app);
      expect(staticClosure(holding('part.js'))).not.toContain(app);
      // The island's own lazy import keeps a chunk of its own.
      expect(modulesOf(holding('sheet.js'))).toEqual(['sheet.js']);
    } finally {
      rmSync(apart, { recursive: true, force: true });
    }
  });
});

/**
 * An app (`main.js` starting `appStart.js`) beside a second entry (`islands.js`) that loads its
 * core on demand, the core a part, the part a sheet; the second entry hands over to the app by
 * importing its start. Both reach `shared.js`.
 */
const APART_FILES = {
  'main.js': `import { start } from './appStart.js';
start();`,
  'appStart.js': `import { shared } from './shared.js';
import { frame } from './frame.js';
export const start = () => console.log(shared(), frame(), 'app-start-body');`,
  'frame.js': `export const frame = () => 'frame-body';`,
  'shared.js': `export const shared = () => 'shared-body';`,
  'islands.js': `import { shared } from './shared.js';
console.log(shared());
addEventListener('click', () => import('./core.js').then((m) => m.core()));
addEventListener('keydown', () => import('./appStart.js').then((m) => m.start()));`,
  'core.js': `import { shared } from './shared.js';
export const core = () => import('./part.js').then((m) => m.part() + shared());`,
  'part.js': `import { frame } from './frame.js';
export const part = () => import('./sheet.js').then((m) => m.sheet() + frame());`,
  'sheet.js': `export const sheet = () => 'sheet-body';`,
};
