import type { z } from 'zod/mini';

type Schema = z.core.$ZodType;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of what a call takes: the path's `:name` segments (console), its query, its body. */
export interface EndpointInput {
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /**
   * A call answered with something other than an envelope (a picture, a redirect): its answer as
   * the API's document describes it. Its descriptor's `response` is the bare schema, so the front
   * ends, which only build such a call's address, carry no description (zod's registry of them
   * would come along).
   */
  readonly answer?: Schema;
}

/**
 * One API call, named once: its method, its path (without the site prefix, or under
 * `/console/api` for the console, with `:name` parameters), and the contract schemas of what it
 * takes and what `data` answers. The server mounts it, the front ends' clients call it and the
 * test fakes answer it, so a renamed or retyped call breaks the compiler everywhere it is used.
 *
 * What a call takes is part of its type (`~input`) but its schemas' values live apart, in the
 * area's `*Inputs.ts` (docs/adr/0023): only the server validates with them, and a descriptor
 * that carried them would put every request schema into the reader's first-load JavaScript.
 */
export interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** Schema of `data` in a success envelope; absent for console calls that send their own answer (HTML, CSV). */
  readonly response?: Schema;
  /** Type only, never set: the schemas of what the call takes (values in its `*Inputs.ts`). */
  readonly '~input'?: Takes<never, EndpointInput>;
}

/**
 * How a descriptor's type carries its input: `out` names the schemas; `in` makes two calls that
 * take different inputs different types, so a union of calls keeps each one's input and one call
 * cannot stand for another with the same method and answer.
 */
interface Takes<In, Out> {
  readonly in: (input: In) => void;
  readonly out: Out;
}

/** A reader API call: GET or POST, always answered in an envelope. */
export interface ReaderEndpoint extends Endpoint {
  readonly method: 'GET' | 'POST';
  readonly response: Schema;
}

/**
 * The type a descriptor is declared with: its method, the schema of its answer (`undefined` for
 * a console call that sends its own) and the input schemas of its entry in the area's inputs.
 */
export type Call<M extends Method, R extends Schema | undefined, I extends EndpointInput> = {
  readonly method: M;
  readonly path: string;
  readonly '~input'?: Takes<I, I>;
} & (R extends Schema ? { readonly response: R } : unknown);

/**
 * What a call takes: the input its descriptor declares, or, for a route written in place with
 * its schemas (a test's probe), those schemas themselves.
 */
export type DeclaredInput<E extends Endpoint> = unknown extends E['~input']
  ? E
  : NonNullable<E['~input']>['out'];

/**
 * One input schema of a call (`params`, `query` or `body`), or `undefined` when it takes none;
 * for a union of calls, the union of theirs.
 */
export type InputSchema<E extends Endpoint, K extends keyof EndpointInput> = E extends Endpoint
  ? DeclaredInput<E> extends { readonly [P in K]?: infer S }
    ? unknown extends S
      ? undefined
      : S
    : undefined
  : never;

/** The type a call's input schema accepts, or `undefined` when the call takes none. */
export type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** The type a call answers with in `data`. */
export type OutputOf<E extends Endpoint> = E['response'] extends z.core.$ZodType
  ? z.output<E['response']>
  : unknown;
