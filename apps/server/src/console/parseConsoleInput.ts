import { z } from 'zod';
import { ConsoleError } from './ConsoleError.ts';

// C0 control characters other than tab, newline and carriage return: no editor types them, and
// PostgreSQL cannot store NUL in text at all (the save would fail instead of being refused).
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, path ? `${path}.${String(i)}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  return undefined;
}

/** Parses a console call's params, query or body; a bad value is refused naming its field. */
export function parseConsoleInput(schema: z.core.$ZodType, input: unknown): unknown {
  const bad = controlCharacterAt(input, '');
  if (bad !== undefined) throw ConsoleError.refused('error.invalidField', { name: bad });
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  throw ConsoleError.refused('error.invalidField', { name });
}
