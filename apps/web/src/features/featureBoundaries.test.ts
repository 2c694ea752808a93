import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Import {
  from: string;
  /** The imported file, relative to src/ with forward slashes. */
  target: string;
  dynamic: boolean;
}

/** Every relative import of a file: static, `import type`, re-exports and `import()` alike. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const add = (spec: string, dynamic: boolean): void => {
    if (!spec.startsWith('.')) return;
    const target = relative(SRC, resolve(file, '..', spec))
      .split(sep)
      .join('/');
    found.push({ from: relative(SRC, file).split(sep).join('/'), target, dynamic });
  };
  for (const match of text.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm))
    add(match[1] ?? '', false);
  for (const match of text.matchAll(/^import\s+'([^']+)'/gm)) add(match[1] ?? '', false);
  for (const match of text.matchAll(/import\('([^']+)'\)/g)) add(match[1] ?? '', true);
  return found;
}

const all = sourceFiles(SRC).flatMap(importsOf);
const featureOf = (path: string): string | undefined => /^features\/([^/]+)\//.exec(path)?.[1];
const isApiModule = (path: string): boolean => /^features\/[^/]+\/[^/]+Api\.ts$/.test(path);

/**
 * A feature's public face, what the layers below it may use: its API module
 * (`<feature>Api.ts`) and its views loaded on demand (a `Lazy…` module, or any of its modules
 * through `import()`), so a feature's code arrives with the screen that shows it.
 */
function isPublic(imp: Import): boolean {
  const file = imp.target.split('/').pop() ?? '';
  return imp.dynamic || isApiModule(imp.target) || /^Lazy/.test(file);
}

const list = (imports: Import[]): string[] => imports.map((imp) => `${imp.from} -> ${imp.target}`);

/**
 * The rule of docs/architecture.md ("The reader app"): imports go down, routes → features →
 * components → lib and i18n, and the only way back up is a feature's public face.
 */
describe('the app’s layers', () => {
  it('has features to check', () => {
    expect(new Set(all.map((imp) => featureOf(imp.from)).filter(Boolean)).size).toBeGreaterThan(3);
  });

  it('never has components, features, lib or i18n import a screen or the route table, not even a type', () => {
    const upward = all.filter(
      (imp) =>
        /^(components|features|lib|i18n)\//.test(imp.from) && imp.target.startsWith('routes/'),
    );
    expect(list(upward)).toEqual([]);
  });

  it('keeps a feature’s internals to itself: other features use its API and lazy views only', () => {
    const crossing = all.filter((imp) => {
      const from = featureOf(imp.from);
      const to = featureOf(imp.target);
      return from !== undefined && to !== undefined && from !== to && !isPublic(imp);
    });
    expect(list(crossing)).toEqual([]);
  });

  it('has lib, i18n and components reach a feature only through its API and lazy views', () => {
    const inward = all.filter(
      (imp) =>
        /^(components|lib|i18n)\//.test(imp.from) &&
        imp.target.startsWith('features/') &&
        !isPublic(imp),
    );
    expect(list(inward)).toEqual([]);
  });

  it('never has lib or i18n import a component', () => {
    const upward = all.filter(
      (imp) => /^(lib|i18n)\//.test(imp.from) && imp.target.startsWith('components/'),
    );
    expect(list(upward)).toEqual([]);
  });

  it('keeps a feature’s API module at the bottom: lib, i18n and its own feature’s logic only', () => {
    const above = all.filter(
      (imp) =>
        isApiModule(imp.from) &&
        !/^(lib|i18n)\//.test(imp.target) &&
        !(featureOf(imp.target) === featureOf(imp.from) && /\.ts$/.test(imp.target)),
    );
    expect(list(above)).toEqual([]);
  });
});
