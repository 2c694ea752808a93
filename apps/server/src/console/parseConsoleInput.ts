import { z } from 'zod';
import { controlCharacterPath } from '../http/controlCharacters.ts';
import { ConsoleError } from './ConsoleError.ts';

/** Parses a console call's params, query or body; a bad value is refused naming its field. */
export function parseConsoleInput(schema: z.core.$ZodType, input: unknown): unknown {
  // The console names the field in full (`blocks.3.text`): editors find it in the form.
  const bad = controlCharacterPath(input);
  if (bad) throw ConsoleError.refused('error.invalidField', { name: bad.join('.') || 'body' });
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  throw ConsoleError.refused('error.invalidField', { name });
}
