import { isContainer } from './bodyShape.ts';

/** A step into a request's input: an object's key or an array's index. */
export type InputPath = (string | number)[];

// C0 control characters other than tab, newline and carriage return, DEL, and the C1 block
// (0x80-0x9F, where 0x9B is a terminal's CSI): nobody types them, they can drive the terminal of
// an operator who lists reader text, and PostgreSQL cannot store NUL in text at all (the write
// would fail instead of being refused).
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

/** A value still to look at, and how it was reached: its parent's step and the step into it. */
interface Visit {
  value: unknown;
  parent: Visit | undefined;
  step: string | number | undefined;
}

function pathOf(visit: Visit): InputPath {
  const path: InputPath = [];
  for (let at: Visit | undefined = visit; at?.step !== undefined; at = at.parent)
    path.push(at.step);
  return path.reverse();
}

/**
 * Where the first string in a request's input (query, params or body) holds a control character:
 * its path of keys and indexes, `[]` for the input itself; undefined when none does. The reader
 * API and the console each name the field in their own way.
 *
 * Walked with a stack of its own, and the path is put together only for the string found: the
 * cost is linear in the input's size whatever its depth (its depth is capped before this runs,
 * `bodyShape.ts`), and no input can exhaust the call stack.
 */
export function controlCharacterPath(value: unknown): InputPath | undefined {
  const stack: Visit[] = [{ value, parent: undefined, step: undefined }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return pathOf(visit);
      continue;
    }
    if (!isContainer(current)) continue;
    // Pushed last to first, so the first string in document order is the one named.
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, i) => [i, item])
      : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const entry = entries[i];
      if (entry) stack.push({ value: entry[1], parent: visit, step: entry[0] });
    }
  }
  return undefined;
}
