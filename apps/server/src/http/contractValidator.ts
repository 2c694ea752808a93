import { z } from 'zod';
import { ApiError } from './ApiError.ts';
import { controlCharacterPath, type InputPath } from './controlCharacters.ts';

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
  const bad = controlCharacterPath(input);
  if (bad) return { error: ApiError.refused('error.invalidParam', { name: apiFieldName(bad) }) };
  const result = z.safeParse(schema, input);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  return {
    error: ApiError.refused(missing ? 'error.missingParam' : 'error.invalidParam', { name }),
  };
}

/**
 * The reader API names a parameter by its keys (`ids`, not `ids.0`: readers' clients send lists
 * of ids); a bare list by the index, the input itself as `body`.
 */
function apiFieldName(path: InputPath): string {
  const keys = path.filter((step) => typeof step === 'string');
  return keys.join('.') || (path.length > 0 ? String(path[path.length - 1]) : 'body');
}
