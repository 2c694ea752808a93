import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  envelopeSchema,
  listPageSchema,
  PAGE_SIZE_MAX,
  pagingSchema,
  parseWith,
} from './envelope.ts';

describe('envelope and list page', () => {
  const page = envelopeSchema(listPageSchema(z.object({ id: z.string() })));

  it('parses a well-formed list answer', () => {
    const result = parseWith(page, {
      code: 1,
      msg: 'OK',
      data: { rows: [{ id: '7' }], total: 1, pageNo: 1, pageSize: 10 },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        code: 1,
        msg: 'OK',
        data: { rows: [{ id: '7' }], total: 1, pageNo: 1, pageSize: 10 },
      },
    });
  });

  it('reports where a malformed answer is wrong instead of throwing', () => {
    const result = parseWith(page, {
      code: 1,
      msg: 'OK',
      data: { rows: [{ id: 7 }], total: 1, pageNo: 1, pageSize: 10 },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('data.rows.0.id');
  });

  it('defaults paging and caps the page size', () => {
    expect(pagingSchema.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(pagingSchema.parse({ pageNo: '3', pageSize: '20' })).toEqual({
      pageNo: 3,
      pageSize: 20,
    });
    expect(pagingSchema.safeParse({ pageSize: String(PAGE_SIZE_MAX + 1) }).success).toBe(false);
    expect(pagingSchema.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(pagingSchema.safeParse({ pageNo: 'abc' }).success).toBe(false);
  });
});
