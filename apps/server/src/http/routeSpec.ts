import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SiteInfo } from '@news/contract/sites';
import type { ServerMessageKey } from '../i18n/serverMessages.ts';

/**
 * One API call, written once and mounted under every site prefix. The same schemas validate the
 * input, describe the output in `/openapi.json`, and type the handler.
 */
export interface RouteSpec<
  Q extends z.core.$ZodType = z.core.$ZodType,
  B extends z.core.$ZodType = z.core.$ZodType,
  R extends z.core.$ZodType = z.core.$ZodType,
> {
  method: 'GET' | 'POST';
  /** Path without the site prefix, spelled as the spec spells it. */
  path: string;
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  /** Schema of `data` in a success envelope. */
  response: R;
  /** Routes exempt from the request signature (CONTRACT.md lists which). */
  unsigned?: boolean;
  /**
   * Public reads the same for every reader: answered with an ETag and a short cache lifetime,
   * and kept for a moment by the server's response cache (the handler must return data, not
   * the reply).
   */
  cache?: boolean;
  /** Writes whose success changes what cached public reads show (counts on items): empties the cache. */
  changesPublicReads?: boolean;
  /** `required`: code 401 without a valid token; `optional`: the reader when signed in. */
  auth?: 'required' | 'optional';
  /** The success message, when the reader should be told more than "OK". */
  successMessage?: ServerMessageKey;
  /** The success message when it depends on the answer (a comment posted or held for review). */
  successMessageFor?(data: z.input<R>): ServerMessageKey;
  handler(ctx: RouteContext<z.output<Q>, z.output<B>>): Promise<z.input<R>>;
}

export interface AuthUser {
  id: number;
  username: string;
  name: string;
  avatar: string;
  /** The session's token hash, so sign-out and password change can end it. */
  tokenHash: string;
}

export interface RouteContext<Q, B> {
  site: SiteInfo;
  /** Set on `auth: 'required'` routes; on `optional` ones when a valid token came. */
  user: AuthUser | undefined;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Keeps the generic parameters when a route is written as an object literal. */
export function defineRoute<
  Q extends z.core.$ZodType,
  B extends z.core.$ZodType,
  R extends z.core.$ZodType,
>(spec: RouteSpec<Q, B, R>): RouteSpec<Q, B, R> {
  return spec;
}

export type AnyRouteSpec = RouteSpec;
