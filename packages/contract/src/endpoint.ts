import type { z } from 'zod/mini';

/**
 * One API call, named once: its method, its path (without the site prefix, or under
 * `/console/api` for the console, with `:name` parameters), and the contract schemas of what it
 * takes and what `data` answers. The server mounts it, the front ends' clients call it and the
 * test fakes answer it, so a renamed or retyped call breaks the compiler everywhere it is used.
 *
 * Each descriptor is its own exported object literal of schema references (no calls), so a
 * bundle keeps only the descriptors, and schemas, its code names.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Console calls: the `:name` segments of the path. */
  readonly params?: z.core.$ZodType;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  /** Schema of `data` in a success envelope; absent for console calls that send their own answer (HTML, CSV). */
  readonly response?: z.core.$ZodType;
}

/** A reader API call: GET or POST, always answered in an envelope. */
export interface ReaderEndpoint extends Endpoint {
  readonly method: 'GET' | 'POST';
  readonly response: z.core.$ZodType;
}

/** The type a call's input schema accepts, or `undefined` when the call takes none. */
export type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** The type a call answers with in `data`. */
export type OutputOf<E extends Endpoint> = E['response'] extends z.core.$ZodType
  ? z.output<E['response']>
  : unknown;
