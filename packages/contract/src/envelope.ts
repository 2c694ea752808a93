import { z } from 'zod/mini';

/** Business result codes carried in the envelope's `code` (docs/api.md, Answers). */
export const RESULT_CODE = {
  success: 1,
  refused: 0,
  unauthorized: 401,
} as const;

/** HTTP statuses that protocol failures use; the body's `code` repeats the status. */
export const PROTOCOL_STATUS = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
} as const;

const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;

export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

/** The envelope of an answer that is not a success: `data` carries nothing the client relies on. */
export const failureEnvelopeSchema = z.object({
  code: z.int(),
  msg: z.string(),
  data: z.unknown(),
});

export function listPageSchema<T extends z.ZodMiniType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.int().check(z.gte(0)),
    pageNo: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1), z.lte(PAGE_SIZE_MAX)),
  });
}

/**
 * A whole number from a query string or form (`"3"` as well as `3`) between `min` and `max`,
 * `fallback` when absent.
 */
export function queryIntSchema(min: number, max: number, fallback: number) {
  return z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);
}

/**
 * Paging as the client sends it: strings from a query or form, defaults when absent. A page size
 * over the maximum is refused (code 0 naming `pageSize`), not clamped, so a client never gets
 * fewer rows than it asked for without knowing why.
 */
export const pagingSchema = z.object({
  pageNo: queryIntSchema(1, 100_000, 1),
  pageSize: queryIntSchema(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
});

export type Paging = z.infer<typeof pagingSchema>;

type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses data from the network against a schema, never throwing. */
export function parseWith<T>(schema: z.ZodMiniType<T>, data: unknown): ParseResult<T> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return { ok: false, error: first ? `${first.path.join('.')}: ${first.message}` : 'invalid' };
}

/** A page of a list as services return it, before the envelope. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** A call that takes no input: whatever a client sends along is accepted and ignored. */
export const noInputSchema = z.looseObject({});
