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
  typeOnly: boolean;
  dynamic: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const add = (spec: string, typeOnly: boolean, dynamic: boolean): void => {
    if (!spec.startsWith('.')) return;
    const target = relative(SRC, resolve(file, '..', spec))
      .split(sep)
      .join('/');
    found.push({ from: relative(SRC, file).split(sep).join('/'), target, typeOnly, dynamic });
  };
  for (const match of text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm))
    add(match[2] ?? '', Boolean(match[1]), false);
  for (const match of text.matchAll(/import\('([^']+)'\)/g)) add(match[1] ?? '', false, true);
  return found;
}

const all = sourceFiles(SRC).flatMap(importsOf);
const featureOf = (path: string): string | undefined => /^features\/([^/]+)\//.exec(path)?.[1];

/**
 * What another part of the app may use of a feature: its API module (`<feature>Api.ts`), a view
 * it loads on demand (a `Lazy…` module, or any of its modules through `import()`), so a feature's
 * code arrives with the screen that shows it and not before.
 */
function isPublic(imp: Import): boolean {
  const file = imp.target.split('/').pop() ?? '';
  return imp.dynamic || /Api\.ts$/.test(file) || /^Lazy/.test(file);
}

describe('the app’s layers', () => {
  it('has features to check', () => {
    expect(new Set(all.map((imp) => featureOf(imp.from)).filter(Boolean)).size).toBeGreaterThan(3);
  });

  it('keeps a feature’s internals to itself: other features use its API and lazy views only', () => {
    const crossing = all.filter((imp) => {
      const from = featureOf(imp.from);
      const to = featureOf(imp.target);
      return from !== undefined && to !== undefined && from !== to && !isPublic(imp);
    });
    expect(crossing.map((imp) => `${imp.from} -> ${imp.target}`)).toEqual([]);
  });

  it('never has components, features or lib import a screen (types of the route table aside)', () => {
    const upward = all.filter(
      (imp) =>
        /^(components|features|lib)\//.test(imp.from) &&
        imp.target.startsWith('routes/') &&
        !imp.typeOnly &&
        // The typed router is built on the route table itself.
        !(imp.from.startsWith('lib/router/') && imp.target === 'routes/routeTable.ts'),
    );
    expect(upward.map((imp) => `${imp.from} -> ${imp.target}`)).toEqual([]);
  });

  it('never has lib or components reach into a feature beyond its API', () => {
    const inward = all.filter(
      (imp) =>
        /^(components|lib)\//.test(imp.from) &&
        imp.target.startsWith('features/') &&
        !isPublic(imp),
    );
    expect(inward.map((imp) => `${imp.from} -> ${imp.target}`)).toEqual([]);
  });
});
