import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startImageSchema } from '@news/contract/commonSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { categorySchema } from '@news/contract/contentSchemas';
import { envelopeJsonSchema } from './contractJsonSchema.ts';
import { envelopeSerializer } from './envelopeSerializer.ts';

const serializerOf = (data: z.core.$ZodType) =>
  envelopeSerializer({ schema: envelopeJsonSchema(data) });

const startImage = {
  id: '3',
  title: 'Beer festival',
  description: 'Opens tonight',
  img: '[{"url":"/media/a.jpg"}]',
  url: 'https://example.com/',
  displaySeconds: 3,
};

describe('envelopeSerializer', () => {
  it('writes an answer the contract’s own parser reads back unchanged', () => {
    const serialize = serializerOf(startImageSchema);
    const answer = { code: 1, msg: 'OK', data: startImage };
    const text = serialize(answer);
    expect(envelopeSchema(startImageSchema).parse(JSON.parse(text))).toEqual(answer);
    expect(text).toBe(JSON.stringify(answer));
  });

  it('writes a nullable object as null when there is none', () => {
    expect(serializerOf(startImageSchema)({ code: 1, msg: 'OK', data: null })).toBe(
      '{"code":1,"msg":"OK","data":null}',
    );
  });

  it('writes nullable numbers as numbers or null', () => {
    const category = {
      id: '7',
      parentId: '',
      title: 'City',
      kind: 'city',
      categoryDomain: '',
      isTab: true,
      isHomeColumn: false,
      hasChildren: false,
      latitude: 36.07,
      longitude: null,
    };
    const text = serializerOf(categorySchema)({ code: 1, msg: 'OK', data: category });
    expect(JSON.parse(text)).toEqual({ code: 1, msg: 'OK', data: category });
  });

  it('sends only the fields the contract names: nothing a row or a service adds leaks out', () => {
    const text = serializerOf(startImageSchema)({
      code: 1,
      msg: 'OK',
      data: { ...startImage, password_hash: 'scrypt$secret', internalNote: 'draft' },
      debug: true,
    });
    expect(text).not.toContain('scrypt$');
    expect(JSON.parse(text)).toEqual({ code: 1, msg: 'OK', data: startImage });
  });

  it('drops unnamed fields inside a nullable object too, rather than refusing the answer', () => {
    const text = serializerOf(startImageSchema)({
      code: 1,
      msg: 'OK',
      data: { ...startImage, sort: 4 },
    });
    expect(JSON.parse(text)).toEqual({ code: 1, msg: 'OK', data: startImage });
  });

  it('refuses to write an answer that lacks a field the contract requires', () => {
    const { displaySeconds: _missing, ...incomplete } = startImage;
    expect(() => serializerOf(startImageSchema)({ code: 1, msg: 'OK', data: incomplete })).toThrow(
      /displaySeconds/,
    );
  });

  it('is compiled once per response schema, however many prefixes mount the call', () => {
    const schema = z.object({ n: z.int() });
    expect(serializerOf(schema)).toBe(serializerOf(schema));
    expect(serializerOf(schema)).not.toBe(serializerOf(z.object({ n: z.int() })));
  });
});
