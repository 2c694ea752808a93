import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { JsonSchema } from './contractJsonSchema.ts';

type Serialize = (data: unknown) => string;

const compiled = new WeakMap<object, Serialize>();

/**
 * Fastify's serializer compiler for the API: the JSON Schema of a call's success envelope (made
 * from the contract's response schema) becomes one fast-json-stringify function. It writes only
 * the fields the contract names, in its order, and fails loudly (a 500 envelope) on an answer
 * that lacks one, instead of sending something the client's parser would refuse. Compiled once
 * per schema however many site prefixes mount the call.
 */
export function envelopeSerializer(route: { schema: unknown }): Serialize {
  const schema = route.schema as JsonSchema;
  const known = compiled.get(schema);
  if (known) return known;
  const serialize = fastJsonStringify(forSerializer(schema) as AnySchema) as Serialize;
  compiled.set(schema, serialize);
  return serialize;
}

/**
 * The schema as fast-json-stringify serialises it best: zod writes a nullable object as
 * `anyOf: [object, null]`, which the serializer can only resolve by validating the whole value
 * against each branch at run time (and refusing one with a field the contract does not name);
 * `nullable: true` says the same and costs one comparison. A copy: the OpenAPI document shares
 * the original.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = forSerializer(value);
  const options = copy.anyOf;
  if (Array.isArray(options) && options.length === 2) {
    const value = options.find((option) => !isNull(option)) as JsonSchema | undefined;
    if (value && options.some(isNull) && typeof value.type === 'string') {
      const { anyOf: _replaced, ...siblings } = copy;
      return { ...siblings, ...value, nullable: true };
    }
  }
  return copy;
}

function isNull(schema: unknown): boolean {
  return (schema as JsonSchema | null)?.type === 'null';
}
