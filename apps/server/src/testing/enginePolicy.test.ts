import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/**
 * Where the SQL is: tests here run on SQLite and on PostgreSQL (`testEngines()`), never on the
 * embedded engine alone. What sits above them (HTTP doors, access, pages) runs once.
 */
const BOTH_ENGINE_FOLDERS = [
  'repositories',
  'services',
  'db',
  'search',
  'seed',
  'import',
  'upload',
  'durability',
  'cli',
  'ingest',
  'video',
];

/** The smoke of each API over HTTP on both engines. */
const BOTH_ENGINE_FILES = [
  'routes/contentApi.test.ts',
  'console/routes/itemRoutes.test.ts',
  'plugins/health.test.ts',
];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

const files = testFiles(SRC);
const source = (file: string): string => readFileSync(join(SRC, file), 'utf8');

describe('which engines the server’s tests run on', () => {
  it('runs every test of the SQL on both engines', () => {
    const sqlTests = files.filter((file) =>
      BOTH_ENGINE_FOLDERS.some((folder) => file.startsWith(`${folder}/`)),
    );
    expect(sqlTests.length).toBeGreaterThan(60);
    expect(sqlTests.filter((file) => source(file).includes('embeddedEngine('))).toEqual([]);
  });

  it('runs the smoke of each API on both engines', () => {
    for (const file of BOTH_ENGINE_FILES) {
      expect(source(file), file).toContain('describe.each(testEngines())');
      expect(source(file), file).not.toContain('embeddedEngine(');
    }
  });
});
