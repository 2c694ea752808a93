import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, InputSchema } from '@news/contract/endpoint';
import { inputOf } from '@news/contract/endpointInputs';
import type { Ability } from '@news/contract/console/permissions';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import type { DoorName } from '../state/doorLimits.ts';
import type { StaffPrincipal } from '../services/staff/StaffPrincipal.ts';

/**
 * Who may call a console route. `public`: anyone (sign-in); `signedIn`: any staff member; an
 * ability: staff whose role has it. Which site the call touches is the services' check: they
 * know the site of the item, upload or job in question.
 */
export type ConsoleAccess = 'public' | 'signedIn' | Ability;

export interface ConsoleContext<A extends ConsoleAccess, P, Q, B> {
  staff: A extends 'public' ? StaffPrincipal | undefined : StaffPrincipal;
  lang: ConsoleLang;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One console API call: written once, mounted under `/console/api`, listed for the tests. */
export interface ConsoleRouteSpec<
  A extends ConsoleAccess = ConsoleAccess,
  P extends z.core.$ZodType = z.core.$ZodType,
  Q extends z.core.$ZodType = z.core.$ZodType,
  B extends z.core.$ZodType = z.core.$ZodType,
  R extends z.core.$ZodType = z.core.$ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/console/api`, with `:name` parameters. */
  path: string;
  summary: string;
  access: A;
  /** Reachable while a one-time password still has to be changed (session and password calls). */
  duringPasswordChange?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope; `raw` routes send their own answer (HTML). */
  response?: R;
  /** Multipart uploads: the handler reads the request's parts itself. */
  multipart?: boolean;
  /** Largest JSON body in bytes (the server's default is 1 MB). */
  bodyLimit?: number;
  raw?: boolean;
  /** The budgets this call is counted against (`state/doorLimits.ts`): 429 with `Retry-After` past them. */
  limits?: readonly DoorName[];
  handler(ctx: ConsoleContext<A, z.output<P>, z.output<Q>, z.output<B>>): Promise<z.input<R>>;
}

export type AnyConsoleRoute = ConsoleRouteSpec;

/** What a console route adds to its call's descriptor: who may call it and how it is answered. */
export type ConsoleRouteOptions<
  A extends ConsoleAccess,
  P extends z.core.$ZodType,
  Q extends z.core.$ZodType,
  B extends z.core.$ZodType,
  R extends z.core.$ZodType,
> = Omit<
  ConsoleRouteSpec<A, P, Q, B, R>,
  'method' | 'path' | 'params' | 'query' | 'body' | 'response'
>;

type SchemaOf<S> = S extends z.core.$ZodType ? S : z.core.$ZodType;

/**
 * Mounts a console call of the contract (method, path and answer from its descriptor in
 * `@news/contract/console/*Endpoints`, its input schemas from the area's inputs); the route adds
 * who may call it and how it is answered.
 */
export function defineConsoleRoute<E extends Endpoint, A extends ConsoleAccess>(
  endpoint: E,
  options: ConsoleRouteOptions<
    A,
    SchemaOf<InputSchema<E, 'params'>>,
    SchemaOf<InputSchema<E, 'query'>>,
    SchemaOf<InputSchema<E, 'body'>>,
    SchemaOf<E['response']>
  >,
): AnyConsoleRoute {
  const { method, path, response } = endpoint;
  return { method, path, ...inputOf(endpoint), ...(response ? { response } : {}), ...options };
}
