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

/**
 * Where the first string in a request's input (query, params or body) holds a control character:
 * its path of keys and indexes, `[]` for the input itself; undefined when none does. The reader
 * API and the console each name the field in their own way.
 */
export function controlCharacterPath(value: unknown, path: InputPath = []): InputPath | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  return undefined;
}
