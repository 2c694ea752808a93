import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

type Io = 'input' | 'output';

const converted: Record<Io, WeakMap<z.core.$ZodType, JsonSchema>> = {
  input: new WeakMap(),
  output: new WeakMap(),
};

/**
 * The JSON Schema of a contract schema, made once per schema: the OpenAPI document describes
 * the calls with it, and Fastify serialises answers from it, so the two cannot drift apart.
 * Inputs are described as clients send them, answers as they arrive.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: Io): JsonSchema {
  const known = converted[io].get(schema);
  if (known) return known;
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  converted[io].set(schema, rest);
  return rest;
}

const envelopes = new WeakMap<z.core.$ZodType, JsonSchema>();

/** The success envelope of a call whose `data` has the given schema. */
export function envelopeJsonSchema(data: z.core.$ZodType): JsonSchema {
  const known = envelopes.get(data);
  if (known) return known;
  const envelope = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: {
        type: 'integer',
        description: '1 success, 0 refused (msg says why), 401 sign in again',
      },
      msg: { type: 'string' },
      data: jsonSchemaOf(data, 'output'),
    },
  };
  envelopes.set(data, envelope);
  return envelope;
}
