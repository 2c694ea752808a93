/**
 * Levels of nesting a request's input may have. The deepest input any client sends is a console
 * item (object > blocks > block > fields, a handful of levels); anything near this is an attack,
 * and refusing it up front keeps every later walk (parsing, the control-character check, schema
 * validation) linear and shallow.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Values (objects, arrays, strings, numbers…) a request's input may hold: well above a long
 * console item (a few hundred blocks of a few fields) or a bulk action's list of ids, far below
 * what a 1 MB body of `[0,0,0,…]` packs.
 */
export const MAX_INPUT_NODES = 50_000;

/** A body nested deeper, or holding more values, than a request may: answered 400 before any other work. */
export class InputShapeError extends Error {
  /** What Fastify and the error handlers read: a client error. */
  readonly statusCode = 400;
  readonly code = 'NEWS_INPUT_SHAPE';

  constructor(readonly reason: 'depth' | 'nodes') {
    super(reason === 'depth' ? 'input nested too deeply' : 'input holds too many values');
  }
}

/**
 * Why JSON text may not be parsed (too deep, too many values), or undefined when it may. One
 * pass over the characters, no recursion and no allocation: it runs before `JSON.parse`, so a
 * hostile body costs no more than reading it. Brackets inside strings do not count; the text
 * need not be valid JSON (the parser says so afterwards).
 */
export function jsonShapeProblem(
  text: string,
  maxDepth = MAX_INPUT_DEPTH,
  maxNodes = MAX_INPUT_NODES,
): InputShapeError | undefined {
  let depth = 0;
  // Every value but the first follows an opening bracket or a comma: counting those counts values.
  let nodes = 1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i += 1;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      nodes += 1;
      if (depth > maxDepth) return new InputShapeError('depth');
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth -= 1;
    else if (code === 0x2c /* , */) nodes += 1;
    if (nodes > maxNodes) return new InputShapeError('nodes');
  }
  return undefined;
}

/**
 * The same limits over input already parsed (a form body, a query string, anything a parser
 * other than JSON's made), walked with a stack of its own: no recursion, so no input can
 * exhaust the call stack, and the walk stops at the first level or value too many.
 */
export function inputShapeProblem(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
  maxNodes = MAX_INPUT_NODES,
): InputShapeError | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    nodes += 1;
    if (nodes > maxNodes) return new InputShapeError('nodes');
    const current = next.value;
    if (!isContainer(current)) continue;
    if (next.depth + 1 > maxDepth) return new InputShapeError('depth');
    const children = Array.isArray(current) ? current : Object.values(current);
    if (nodes + stack.length + children.length > maxNodes) return new InputShapeError('nodes');
    for (const child of children) stack.push({ value: child, depth: next.depth + 1 });
  }
  return undefined;
}

/**
 * Arrays and objects: what parsers make of text (Fastify's params and queries included, whatever
 * their prototype). Bytes (a Buffer body) are not walked value by value.
 */
export function isContainer(value: unknown): value is unknown[] | Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}
