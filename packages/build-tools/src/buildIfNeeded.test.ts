import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildIfNeeded, isUpToDate, lastChange, onlyIfNeeded } from './buildIfNeeded.mjs';

// File times are set explicitly (seconds since the epoch): no test waits for a clock to move.
const T = 1_800_000_000;

describe('the "changed since the last build" decision', () => {
  let dir = '';
  const at = (path: string, seconds: number, text = 'x'): string => {
    const file = join(dir, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    utimesSync(file, seconds, seconds);
    return file;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-if-needed-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a directory’s newest file, however deep, and 0 for a path that is not there', () => {
    at('src/a.ts', T);
    at('src/deep/er/b.ts', T + 50);
    at('src/c.ts', T + 10);
    expect(lastChange(join(dir, 'src'))).toBe((T + 50) * 1000);
    expect(lastChange(join(dir, 'nowhere'))).toBe(0);
  });

  it('is current when every output is at least as new as every input', () => {
    const source = at('src/a.ts', T);
    const config = at('vite.config.ts', T - 100);
    const html = at('dist/index.html', T + 1);
    const ssr = at('dist/.ssr/renderApp.js', T);
    expect(isUpToDate({ outputs: [html, ssr], inputs: [join(dir, 'src'), config] })).toBe(true);
    expect(source).toBeTruthy();
  });

  it('is stale once a source file changes after the oldest output', () => {
    const html = at('dist/index.html', T + 10);
    const ssr = at('dist/.ssr/renderApp.js', T);
    at('src/a.ts', T - 5);
    at('src/deep/b.ts', T + 1);
    expect(isUpToDate({ outputs: [html, ssr], inputs: [join(dir, 'src')] })).toBe(false);
  });

  it('is stale when an output is missing (a half-finished or never-run build)', () => {
    const html = at('dist/index.html', T + 10);
    at('src/a.ts', T);
    expect(
      isUpToDate({
        outputs: [html, join(dir, 'dist', 'sw.js')],
        inputs: [join(dir, 'src')],
      }),
    ).toBe(false);
    expect(isUpToDate({ outputs: [], inputs: [join(dir, 'src')] })).toBe(false);
  });

  it('ignores inputs that do not exist (an app without a public/ folder)', () => {
    const html = at('dist/index.html', T + 10);
    at('src/a.ts', T);
    expect(isUpToDate({ outputs: [html], inputs: [join(dir, 'src'), join(dir, 'public')] })).toBe(
      true,
    );
  });

  it('skips only when asked to (`npm start`), and --force always builds', () => {
    expect(onlyIfNeeded(['node', 'build-if-needed.mjs', '--if-needed'])).toBe(true);
    expect(onlyIfNeeded(['node', 'build-if-needed.mjs'])).toBe(false);
    expect(onlyIfNeeded(['node', 'build-if-needed.mjs', '--force'])).toBe(false);
    expect(onlyIfNeeded(['node', 'build-if-needed.mjs', '--if-needed', '--force'])).toBe(false);
  });

  it('builds a stale app, skips a current one, and builds a current one when forced', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const output = at('dist/index.html', T + 10);
    const source = at('src/a.ts', T);
    const build = vi.fn<() => void>();
    const run = (argv: string[]) =>
      buildIfNeeded({ name: 'web app', outputs: [output], inputs: [source], build, argv });

    await run(['node', 'x', '--if-needed']);
    expect(build).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('web app is up to date');

    await run(['node', 'x']);
    expect(build).toHaveBeenCalledTimes(1);

    utimesSync(source, T + 20, T + 20);
    await run(['node', 'x', '--if-needed']);
    expect(build).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
