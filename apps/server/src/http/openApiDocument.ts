import type { z } from 'zod';
import { APP_VERSION } from '@news/contract/constants';
import { SITES } from '@news/contract/sites';
import { envelopeJsonSchema, jsonSchemaOf, type JsonSchema } from './contractJsonSchema.ts';
import type { AnyRouteSpec } from './routeSpec.ts';

/** Query parameters as OpenAPI wants them: one entry a property of the query object schema. */
function queryParameters(schema: z.core.$ZodType): JsonSchema[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const signatureHeaders = [
  'platform',
  'loginType',
  'deviceId',
  'lang',
  'timestamp',
  'nonce',
  'sign',
].map((name) => ({
  name,
  in: 'header',
  required: ['timestamp', 'nonce', 'sign'].includes(name),
  schema: { type: 'string' },
}));

/** The OpenAPI 3.1 document for every site route; the site is the server prefix. */
export function buildOpenApiDocument(routes: readonly AnyRouteSpec[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    // The same schema object Fastify serialises this call's answers with.
    const envelope = envelopeJsonSchema(route.response);
    const operation: JsonSchema = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [
        ...(route.unsigned ? [] : signatureHeaders),
        ...(route.query ? queryParameters(route.query) : []),
      ],
      responses: {
        '200': { description: 'Envelope', content: { 'application/json': { schema: envelope } } },
        '400': { description: 'Malformed request' },
        '403': { description: 'Bad signature, stale timestamp or replayed nonce' },
      },
    };
    if (route.body) {
      const body = jsonSchemaOf(route.body, 'input');
      operation.requestBody = {
        content: {
          'application/x-www-form-urlencoded': { schema: body },
          'application/json': { schema: body },
        },
      };
    }
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Regional news API',
      version: APP_VERSION,
      description:
        'Every path exists under each site prefix; see docs/api.md in the repository for the signature and envelope.',
    },
    servers: [
      {
        url: '{prefix}',
        variables: { prefix: { default: '/api', enum: SITES.map((s) => s.prefix) } },
      },
    ],
    paths,
  };
}
