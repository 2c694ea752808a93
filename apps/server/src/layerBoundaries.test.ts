import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Import {
  /** The importing file, relative to src/ with forward slashes. */
  from: string;
  /** A file under src/ (relative, forward slashes), or a package's name as written. */
  target: string;
  isPackage: boolean;
}

const STATEMENTS = [
  // import x from, import { a, b } from, import * as x from, import type … from (over lines)
  /\bimport\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)\s+from\s+['"]([^'"]+)['"]/g,
  // export { a } from, export * from, export type { a } from
  /\bexport\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)\s+from\s+['"]([^'"]+)['"]/g,
  // import 'x' (for its effects), import('x') (dynamic, or in a type)
  /\bimport\s*\(?\s*['"]([^'"]+)['"]/g,
];

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(SRC, file).split(sep).join('/');
  const specifiers = new Set(STATEMENTS.flatMap((re) => [...text.matchAll(re)].map((m) => m[1])));
  return [...specifiers]
    .filter((spec): spec is string => spec !== undefined)
    .map((spec) =>
      spec.startsWith('.')
        ? {
            from,
            target: relative(SRC, resolve(dirname(file), spec))
              .split(sep)
              .join('/'),
            isPackage: false,
          }
        : { from, target: spec, isPackage: true },
    );
}

const files = sourceFiles(SRC);
const imports = files.flatMap(importsOf);
const importsFrom = new Map<string, Import[]>();
for (const imp of imports) importsFrom.set(imp.from, [...(importsFrom.get(imp.from) ?? []), imp]);

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const line = (imp: Import): string => `${imp.from} -> ${imp.target}`;

/**
 * Packages the domain may use: the contract, the query builder's types, and libraries that do
 * one job of the domain's (second factors, their QR codes, schemas), never a web framework.
 */
const DOMAIN_PACKAGES = /^(node:|@news\/contract\/|kysely$|otpauth$|qrcode$|zod(\/mini)?$)/;

/**
 * What services may build on besides each other: the repositories and the database's types,
 * and the domain's helpers — passwords and tokens, content and search, short-lived state, the
 * media store and pictures, video probing, the WeChat client, Web Push sending, share cards, the agreements'
 * defaults, mappers to the contract's shapes, the configuration.
 */
const SERVICE_FOLDERS = [
  'services',
  'repositories',
  'db',
  'accounts',
  'agreements',
  'content',
  'mappers',
  'search',
  'push',
  'share',
  'state',
  'upload',
  'video',
  'wechat',
];

/** The edges: HTTP, the console's API, pages, the CLI, and the words they say. */
const EDGES = ['http', 'routes', 'plugins', 'console', 'render', 'cli', 'i18n', 'testing'];

/** Every module a file reaches through its imports, at any depth, itself excluded. */
function reachedFrom(start: string): Map<string, string[]> {
  const paths = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift())
    for (const imp of importsFrom.get(at) ?? []) {
      if (imp.isPackage || paths.has(imp.target)) continue;
      paths.set(imp.target, [...(paths.get(at) ?? []), imp.target]);
      queue.push(imp.target);
    }
  paths.delete(start);
  return paths;
}

const isFramework = (imp: Import): boolean =>
  imp.isPackage && /^(fastify|@fastify\/)/.test(imp.target);

describe('the server’s layers', () => {
  it('finds the modules and imports it checks', () => {
    expect(files.filter((f) => f.includes(`${sep}services${sep}`)).length).toBeGreaterThan(40);
    expect(imports.filter((imp) => under('repositories')(imp.from)).length).toBeGreaterThan(40);
    for (const imp of imports.filter((i) => !i.isPackage))
      expect(existsSync(join(SRC, imp.target)), line(imp)).toBe(true);
  });

  it('has services import only services, repositories, the database, domain helpers and the contract', () => {
    const stray = imports.filter(
      (imp) =>
        under('services')(imp.from) &&
        (imp.isPackage
          ? !DOMAIN_PACKAGES.test(imp.target)
          : !SERVICE_FOLDERS.some((folder) => under(folder)(imp.target)) &&
            imp.target !== 'config.ts'),
    );
    expect(stray.map(line)).toEqual([]);
  });

  it('has nothing the services reach, at any depth, lie in an edge or use the web framework', () => {
    const reached = new Map<string, string[]>();
    for (const file of importsFrom.keys())
      if (under('services')(file))
        for (const [target, path] of reachedFrom(file))
          if (!reached.has(target)) reached.set(target, path);
    const upward = [...reached]
      .filter(([target]) => EDGES.some((edge) => under(edge)(target)) || target === 'app.ts')
      .map(([, path]) => path.join(' -> '));
    expect(upward).toEqual([]);
    const framework = [...reached.keys(), ...[...importsFrom.keys()].filter(under('services'))]
      .flatMap((file) => importsFrom.get(file) ?? [])
      .filter(isFramework);
    expect(framework.map(line)).toEqual([]);
  });

  it('has repositories import only the database’s schema, each other and the contract', () => {
    const stray = imports.filter(
      (imp) =>
        under('repositories')(imp.from) &&
        (imp.isPackage
          ? !/^(node:|@news\/contract\/|kysely$)/.test(imp.target)
          : !under('db')(imp.target) && !under('repositories')(imp.target)),
    );
    expect(stray.map(line)).toEqual([]);
  });

  it('keeps HTTP and the web framework above the services: no repository, database or mapper module uses them', () => {
    const below = imports.filter(
      (imp) =>
        ['repositories', 'db', 'mappers', 'state', 'search', 'accounts', 'content'].some((folder) =>
          under(folder)(imp.from),
        ) &&
        (isFramework(imp) || EDGES.some((edge) => under(edge)(imp.target))),
    );
    expect(below.map(line)).toEqual([]);
  });
});
