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
});
