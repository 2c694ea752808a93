import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Issue 39: share pages built their links from the request, and one request through the edge
 * gave every later reader an attacker's links. The origin a request names (`originOf`) is read
 * in two places only: `PublicOrigins`, which bounds it by configuration for every link, and the
 * console's cross-site check, which compares it with the browser's own `Origin` and builds
 * nothing from it.
 */
describe('where links come from', () => {
  it('reads the origin a request names only through PublicOrigins and the console’s cross-site check', () => {
    const readers = sourceFiles(SRC)
      .filter((file) => /\boriginOf\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split(sep).join('/'))
      .sort();
    expect(readers).toEqual([
      'console/mountConsoleApi.ts',
      'http/PublicOrigins.ts',
      'http/requestInfo.ts',
    ]);
  });
});
