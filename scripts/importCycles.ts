/**
 * Prints every import circle among the TypeScript files under the given folders, counting
 * static imports, `import type`, re-exports and dynamic `import()` alike (a lazy import still
 * ties two modules' meanings together), and exits with 1 when there is one. Run by `npm run lint`.
 *
 * Usage: tsx scripts/importCycles.ts apps/web/src apps/server/src
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The module specifiers a file names: imports, re-exports, `import()` calls and import types. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier's file, or undefined for packages and files outside the scan. */
function resolveSpecifier(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((c) => known.has(c) && existsSync(c));
}

/** Tarjan's strongly connected components, iteratively (no recursion depth limit). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
  };
  const lower = (node: string, value: number | undefined): void => {
    low.set(node, Math.min(low.get(node) ?? Infinity, value ?? Infinity));
  };
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edges: string[]; next: number }[] = [];
    visit(root);
    work.push({ node: root, edges: graph.get(root) ?? [], next: 0 });
    for (let frame = work.at(-1); frame; frame = work.at(-1)) {
      const to = frame.edges[frame.next];
      if (to !== undefined) {
        frame.next += 1;
        if (!index.has(to)) {
          visit(to);
          work.push({ node: to, edges: graph.get(to) ?? [], next: 0 });
        } else if (onStack.has(to)) lower(frame.node, index.get(to));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) lower(parent.node, low.get(frame.node));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        component.push(member);
        if (member === frame.node) break;
      }
      if (component.length > 1 || frame.edges.includes(frame.node)) components.push(component);
    }
  }
  return components;
}

/** One concrete circle through a component (a shortest way back to its first file). */
function sampleCircle(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0];
  if (start === undefined) return [];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (
          let at: string | undefined = node;
          at !== undefined && at !== start;
          at = previous.get(at)
        )
          path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: tsx scripts/importCycles.ts <folder> [...]');
  process.exit(2);
}
let circles = 0;
for (const folder of folders) {
  const files = sourceFiles(resolve(folder));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files)
    graph.set(
      file,
      specifiersOf(file)
        .map((s) => resolveSpecifier(file, s, known))
        .filter((f): f is string => f !== undefined),
    );
  const components = stronglyConnected(graph);
  for (const component of components) {
    circles += 1;
    const circle = sampleCircle(graph, component).map((f) => relative(process.cwd(), f));
    console.log(`import circle of ${String(component.length)} files in ${folder}:`);
    console.log(`  ${circle.join('\n  -> ')}`);
  }
  if (components.length === 0)
    console.log(`${folder}: no import circle (${String(files.length)} files)`);
}
process.exit(circles > 0 ? 1 : 0);
