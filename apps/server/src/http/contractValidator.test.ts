import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagingSchema } from '@news/contract/envelope';
import { ApiError } from './ApiError.ts';
import { contractValidator } from './contractValidator.ts';

const validate = (schema: z.core.$ZodType, input: unknown) => contractValidator({ schema })(input);

function refusal(result: ReturnType<typeof validate>): [string, Record<string, string | number>] {
  if (!('error' in result)) throw new Error(`accepted: ${JSON.stringify(result.value)}`);
  expect(result.error).toBeInstanceOf(ApiError);
  expect(result.error.resultCode).toBe(0);
  expect(result.error.status).toBe(200);
  return [result.error.messageKey, result.error.params];
}

describe('contractValidator', () => {
  it('hands the handler the parsed value: defaults filled, strings from a query coerced', () => {
    expect(validate(pagingSchema, { pageSize: '20' })).toEqual({
      value: { pageNo: 1, pageSize: 20 },
    });
  });

  it('treats a request without the part (Fastify passes null) as an empty object', () => {
    expect(validate(pagingSchema, null)).toEqual({ value: { pageNo: 1, pageSize: 10 } });
  });

  it('refuses a missing field as "required", naming it', () => {
    const schema = z.object({ keyword: z.string() });
    expect(refusal(validate(schema, {}))).toEqual(['error.missingParam', { name: 'keyword' }]);
  });

  it('refuses a wrong value as "invalid", naming the field by its path', () => {
    const schema = z.object({ filter: z.object({ size: z.coerce.number().int().max(5) }) });
    expect(refusal(validate(schema, { filter: { size: '9' } }))).toEqual([
      'error.invalidParam',
      { name: 'filter.size' },
    ]);
  });

  it('refuses a body that is not an object as an invalid body', () => {
    expect(refusal(validate(z.object({ a: z.string() }), 'text'))).toEqual([
      'error.invalidParam',
      { name: 'body' },
    ]);
  });

  it('refuses a control character anywhere in the input, naming where, before the schema runs', () => {
    const loose = z.object({}).loose();
    expect(refusal(validate(loose, { title: 'ok', note: 'a\u0000b' }))).toEqual([
      'error.invalidParam',
      { name: 'note' },
    ]);
    expect(refusal(validate(loose, { tags: ['fine', 'bell\u0007'] }))).toEqual([
      'error.invalidParam',
      { name: 'tags' },
    ]);
    expect(refusal(validate(loose, { a: { b: '\u001b[31m' } }))).toEqual([
      'error.invalidParam',
      { name: 'a.b' },
    ]);
  });

  it('lets tabs and line breaks through: readers type them in comments', () => {
    const schema = z.object({ content: z.string() });
    expect(validate(schema, { content: 'line one\r\n\tline two\n' })).toEqual({
      value: { content: 'line one\r\n\tline two\n' },
    });
  });
});
