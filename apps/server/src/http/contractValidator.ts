import { z } from 'zod';
import { ApiError } from './ApiError.ts';

type Validation = { value: unknown } | { error: ApiError };

/**
 * Fastify's validator compiler for the API: a route's querystring and body schemas are the
 * contract's zod schemas, run as they are. The parsed value (defaults, coercions, transforms)
 * replaces the request's query or body, and a value a client can correct is a refusal (code 0)
 * naming the field, in the site's language — not a protocol failure.
 */
export function contractValidator(route: { schema: unknown }): (input: unknown) => Validation {
  const schema = route.schema as z.core.$ZodType;
  // Fastify hands over null when the request has no such part.
  return (input) => parseInput(schema, input ?? {});
}

function parseInput(schema: z.core.$ZodType, input: unknown): Validation {
  const badField = controlCharacterAt(input, '');
  if (badField !== undefined)
    return { error: ApiError.refused('error.invalidParam', { name: badField || 'body' }) };
  const result = z.safeParse(schema, input);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  return {
    error: ApiError.refused(missing ? 'error.missingParam' : 'error.invalidParam', { name }),
  };
}

// C0 control characters other than tab, newline and carriage return: no reader types them, and
// PostgreSQL cannot store NUL in text at all.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** The path of the first string in the input that holds a control character, if any. */
function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, path);
      if (found !== undefined) return found || String(i);
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
