import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';

const contractSrc = import.meta.dirname;
const repoRoot = join(contractSrc, '..', '..', '..');

/** Every file under a folder, its subfolders' too. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The modules that name calls: every reader and console descriptor (one module each, in a
 * folder per area), the areas' lists of them and their input schemas.
 */
const descriptorModules = [
  ...filesUnder(join(contractSrc, 'endpoints')),
  ...readdirSync(join(contractSrc, 'console'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => filesUnder(join(contractSrc, 'console', entry.name))),
  ...readdirSync(join(contractSrc, 'console'))
    .filter((name) => /(Endpoints|Inputs)\.ts$/.test(name))
    .map((name) => join(contractSrc, 'console', name)),
];

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value;
}

async function namedPaths(withConsole = true): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of descriptorModules) {
    if (!withConsole && file.includes('/console/')) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isEndpoint(value)) found.add(value.path);
  }
  return found;
}

/** Source the apps and the contract ship or run with: no tests, no builds, no dependencies. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A quoted string, or a template literal's text between its `${}`s, that starts with `/`. */
const QUOTED_PATH = /(['"`}])(\/[^'"`\s$?]*)(?=['"`?]|\$\{)/g;

export function pathLiteralsIn(text: string, named: ReadonlySet<string>): string[] {
  return [...text.matchAll(QUOTED_PATH)]
    .map((match) => match[2] ?? '')
    .filter((path) => named.has(path));
}

describe('API paths', () => {
  it('are spelled once, in their descriptor: no other source file spells one', async () => {
    const named = await namedPaths();
    const readerPaths = await namedPaths(false);
    // The browser suites' helpers and the benchmarks too; the tests themselves may spell a path.
    const roots = [
      'apps/server/src',
      'apps/web/src',
      'apps/console/src',
      'packages/contract/src',
      'e2e/src',
      'bench/src',
    ];
    const restated = roots
      .flatMap((root) => sourceFiles(join(repoRoot, root)))
      .filter((file) => !descriptorModules.includes(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        // The console app's screens have addresses spelled like its API's calls (`#/items`):
        // there only the modules that call its API client (`api(`, `upload(`) are held to the console's descriptors.
        const screensOnly = file.includes('apps/console/src') && !/\b(api|upload)\(/.test(text);
        return pathLiteralsIn(text, screensOnly ? readerPaths : named).map(
          (path) => `${relative(repoRoot, file)}: ${path}`,
        );
      });
    expect(restated).toEqual([]);
  });

  it('finds a restated path, so the check above can fail', async () => {
    const named = await namedPaths();
    expect(pathLiteralsIn("api('/cms/content/indexList', schema)", named)).toEqual([
      '/cms/content/indexList',
    ]);
    expect(pathLiteralsIn('fetch(`/console/api/items/${id}`)', named)).toEqual([]);
    expect(pathLiteralsIn('`/items?${query}`', named)).toEqual(['/items']);
    expect(pathLiteralsIn('`${prefix}/file/upload.do`', named)).toEqual(['/file/upload.do']);
  });
});
