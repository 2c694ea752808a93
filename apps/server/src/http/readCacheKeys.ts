import type { FastifyRequest } from 'fastify';
import type { SiteLang } from '@news/contract/sites';
import { apiReadKeys, itemIdsIn, itemKey, MAX_ITEM_KEYS } from '../edge/surrogateKeys.ts';
import { everyItemKey } from './ResponseCache.ts';
import type { AnyRouteSpec } from './routeSpec.ts';

/**
 * Longest key a public read is kept under. Longer ones come from queries no client of ours
 * sends (search words are short): such a read is answered, just not kept.
 */
export const MAX_READ_KEY_LENGTH = 512;

const ID = /^\d{1,15}$/;

/** The fields a route's query schema names; undefined when it is not an object schema. */
function knownFields(spec: AnyRouteSpec): ReadonlySet<string> | undefined {
  const shape = (spec.query as { shape?: unknown } | undefined)?.shape;
  return typeof shape === 'object' && shape !== null ? new Set(Object.keys(shape)) : undefined;
}

const fieldsOf = new WeakMap<AnyRouteSpec, ReadonlySet<string> | undefined>();

/**
 * The response cache's key of a public read, from its query as sent (before validation): the
 * site prefix and path, and the fields the route's schema knows, sorted — a parameter no schema
 * reads (`?junk=<random>`) makes no new key, nor does the order of the others. Values stay as
 * sent (JSON), so two queries that could validate differently never share a key. Undefined
 * when the key would be longer than MAX_READ_KEY_LENGTH: the answer is then not kept.
 */
export function readCacheKey(spec: AnyRouteSpec, request: FastifyRequest): string | undefined {
  if (!fieldsOf.has(spec)) fieldsOf.set(spec, knownFields(spec));
  const known = fieldsOf.get(spec);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fields = Object.keys(query)
    .filter((name) => known === undefined || known.has(name))
    .sort()
    .map((name) => [name, query[name]]);
  const key = `${request.site?.prefix ?? ''}${spec.path}?${JSON.stringify(fields)}`;
  return key.length <= MAX_READ_KEY_LENGTH ? key : undefined;
}

/**
 * What a public read shows, as the surrogate keys the edge is purged by (`apiReadKeys`), so a
 * reader's write drops only the kept answers that show what it changed. The item a query names
 * by `contentId` or `id` (as text or a number) counts as shown; an answer showing more items than
 * it can name takes `everyItemKey`, which any change of the site's items reaches.
 */
export function readCacheTags(
  lang: SiteLang,
  path: string,
  query: unknown,
  body: string,
): string[] {
  let data: unknown;
  try {
    data = (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    data = undefined;
  }
  const asText: Record<string, unknown> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    asText[name] = typeof value === 'number' ? String(value) : value;
  const keys = apiReadKeys(lang, path, asText, data);
  for (const name of ['contentId', 'id']) {
    const value = asText[name];
    if (typeof value === 'string' && ID.test(value)) keys.push(itemKey(value));
  }
  if (itemIdsIn(data).length > MAX_ITEM_KEYS) keys.push(everyItemKey(lang));
  return keys;
}
