import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointInput, InputSchema, ReaderEndpoint } from '@news/contract/endpoint';
import { inputOf, isContractCall } from '@news/contract/endpointInputs';
import type { SiteInfo } from '@news/contract/sites';
import type { ServerMessageKey } from '../i18n/serverMessages.ts';
import type { SignedInReader } from '../services/readers/SignedInReader.ts';
import type { DoorName } from '../state/doorLimits.ts';

/** `required`: code 401 without a valid token; `optional`: the reader when signed in. */
type AuthMode = 'required' | 'optional';

/**
 * One API call, written once and mounted under every site prefix. The same schemas validate the
 * input and serialise the answer (Fastify's own route schemas), describe both in `/openapi.json`,
 * and type the handler — including its `user`, which `auth: 'required'` makes certain.
 */
export interface RouteSpec<
  Q extends z.core.$ZodType = z.core.$ZodType,
  B extends z.core.$ZodType = z.core.$ZodType,
  R extends z.core.$ZodType = z.core.$ZodType,
  A extends AuthMode | undefined = AuthMode | undefined,
> {
  method: 'GET' | 'POST';
  /** Path without the site prefix, spelled as the published app called it (docs/api.md). */
  path: string;
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  /** Schema of `data` in a success envelope. */
  response: R;
  /** Routes exempt from the request signature (docs/api.md, "Headers and the request signature", lists which). */
  unsigned?: boolean;
  /**
   * Public reads the same for every reader: answered with an ETag and a short cache lifetime,
   * and kept for a moment by the server's response cache (the handler must return data, not
   * the reply).
   */
  cache?: boolean;
  /**
   * Writes whose success changes what cached public reads show (counts on items): the kept
   * answers that show the items the input names are dropped (all of them when it names none).
   */
  changesPublicReads?: boolean;
  auth?: A;
  /** Takes an upload (multipart): its body may take up to UPLOAD_TIMEOUT_MS to arrive. */
  upload?: boolean;
  /**
   * The budgets this call is counted against (`state/doorLimits.ts`), checked after its input is
   * valid and before its handler runs; over any of them the answer is 429 with `Retry-After`.
   */
  limits?: readonly DoorName[];
  /**
   * A POST that only reads (the published app calls some lists so): not a write door, so it
   * needs no budget (security/doorTable.test.ts holds every other call anyone makes to one).
   */
  readOnly?: boolean;
  /** The success message, when the reader should be told more than "OK". */
  successMessage?: ServerMessageKey;
  /** The success message when it depends on the answer (a comment posted or held for review). */
  successMessageFor?(data: z.input<R>): ServerMessageKey;
  handler(ctx: RouteContext<z.output<Q>, z.output<B>, SignedInUser<A>>): Promise<z.input<R>>;
}

/** The handler's reader: always there on `auth: 'required'`, maybe on `optional`, never without. */
type SignedInUser<A extends AuthMode | undefined> = A extends 'required'
  ? AuthUser
  : A extends 'optional'
    ? AuthUser | undefined
    : undefined;

/** The signed-in reader, as the services define them. */
export type AuthUser = SignedInReader;

interface RouteContext<Q, B, U extends AuthUser | undefined = AuthUser | undefined> {
  site: SiteInfo;
  /** Set on `auth: 'required'` routes; on `optional` ones when a valid token came. */
  user: U;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * On a `changesPublicReads` route: this call changed nothing readers see after all (a count
   * already counted for this reader), so no cache is emptied and no edge purged for it.
   */
  unchanged: () => void;
}

/** What a route adds to its call's descriptor: how the server answers it. */
export type RouteOptions<
  Q extends z.core.$ZodType,
  B extends z.core.$ZodType,
  R extends z.core.$ZodType,
  A extends AuthMode | undefined,
> = Omit<RouteSpec<Q, B, R, A>, 'method' | 'path' | 'query' | 'body' | 'response'>;

type SchemaOf<S> = S extends z.core.$ZodType ? S : z.core.$ZodType;
type QueryOf<E extends ReaderEndpoint> = SchemaOf<InputSchema<E, 'query'>>;
type BodyOf<E extends ReaderEndpoint> = SchemaOf<InputSchema<E, 'body'>>;

/**
 * Mounts a call of the contract (method, path and answer from its descriptor, named once in
 * `@news/contract/endpoints/`, and its input schemas from the area's inputs); the route adds
 * only how it is answered. A test's probe passes a descriptor with its schemas in place.
 */
export function defineRoute<E extends ReaderEndpoint, A extends AuthMode | undefined = undefined>(
  endpoint: E,
  options: RouteOptions<QueryOf<E>, BodyOf<E>, E['response'], A>,
): RouteSpec<QueryOf<E>, BodyOf<E>, E['response'], A> {
  // A test's probe, written in place, carries its schemas (if it takes any) itself.
  const input: EndpointInput = isContractCall(endpoint)
    ? inputOf(endpoint)
    : (endpoint as EndpointInput);
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(input.query ? { query: input.query as QueryOf<E> } : {}),
    ...(input.body ? { body: input.body as BodyOf<E> } : {}),
    // A picture's or a redirect's answer as the API's document describes it (the contract's inputs).
    response: input.answer ?? endpoint.response,
    ...options,
  };
}

export type AnyRouteSpec = RouteSpec;
