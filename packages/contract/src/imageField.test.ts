import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARE_IMAGE_SIZE,
  canCompressImage,
  isAbsoluteUrl,
  parseImageField,
  resolveImageUrl,
} from './imageField.ts';

describe('parseImageField', () => {
  const field = JSON.stringify([
    { url: '/upload/a.png', name: 'a.png' },
    { url: '/upload/b.png', name: 'b.png' },
  ]);

  it('reads the first entry from JSON text', () => {
    expect(parseImageField(field)).toBe('/upload/a.png');
    expect(parseImageField(field, 'name')).toBe('a.png');
  });

  it('accepts an already-parsed list', () => {
    expect(parseImageField([{ url: 'https://cdn/x.jpg' }])).toBe('https://cdn/x.jpg');
  });

  it.each<[string, unknown]>([
    ['invalid JSON', '[{"url":'],
    ['a bare URL', '/upload/a.png'],
    ['empty text', ''],
    ['an empty list', '[]'],
    ['an empty array', []],
    ['a JSON object, not a list', '{"url":"/a.png"}'],
    ['a JSON string', '"/a.png"'],
    ['JSON null', 'null'],
    ['a null first entry', '[null]'],
    ['a string first entry', '["/a.png"]'],
    ['a missing key', '[{"name":"a.png"}]'],
    ['a numeric value', '[{"url":42}]'],
    ['a null value', '[{"url":null}]'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 7],
    ['an object', { url: '/a.png' }],
  ])('returns an empty string for %s', (_label, value) => {
    expect(parseImageField(value)).toBe('');
  });

  it('does not read inherited properties as fields', () => {
    expect(parseImageField('[{}]', 'toString')).toBe('');
    expect(parseImageField('[{}]', '__proto__')).toBe('');
  });
});

describe('isAbsoluteUrl', () => {
  it('recognises http and https in any case', () => {
    expect(isAbsoluteUrl('http://a.test/x.png')).toBe(true);
    expect(isAbsoluteUrl('https://a.test/x.png')).toBe(true);
    expect(isAbsoluteUrl('HTTPS://a.test/x.png')).toBe(true);
    expect(isAbsoluteUrl('HtTp://a.test')).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isAbsoluteUrl('//a.test/x.png')).toBe(false);
    expect(isAbsoluteUrl('/upload/x.png')).toBe(false);
    expect(isAbsoluteUrl('upload/x.png')).toBe(false);
    expect(isAbsoluteUrl('ftp://a.test/x.png')).toBe(false);
    expect(isAbsoluteUrl('https:/a.test')).toBe(false);
    expect(isAbsoluteUrl(' https://a.test')).toBe(false);
    expect(isAbsoluteUrl('')).toBe(false);
  });
});

describe('resolveImageUrl', () => {
  const host = 'https://content.example.com';

  it('keeps empty and absolute URLs', () => {
    expect(resolveImageUrl('', host)).toBe('');
    expect(resolveImageUrl('http://other.test/a.png', host)).toBe('http://other.test/a.png');
    expect(resolveImageUrl('HTTPS://other.test/a.png', host)).toBe('HTTPS://other.test/a.png');
  });

  it('keeps inline and blob URLs', () => {
    expect(resolveImageUrl('data:image/png;base64,AAAA', host)).toBe('data:image/png;base64,AAAA');
    expect(resolveImageUrl('blob:https://x/123', host)).toBe('blob:https://x/123');
  });

  it('gives protocol-relative URLs https', () => {
    expect(resolveImageUrl('//cdn.test/a.png', host)).toBe('https://cdn.test/a.png');
  });

  it('joins relative paths with exactly one slash', () => {
    expect(resolveImageUrl('/upload/a.png', host)).toBe(`${host}/upload/a.png`);
    expect(resolveImageUrl('upload/a.png', host)).toBe(`${host}/upload/a.png`);
    expect(resolveImageUrl('/upload/a.png', `${host}/`)).toBe(`${host}/upload/a.png`);
    expect(resolveImageUrl('upload/a.png', `${host}//`)).toBe(`${host}/upload/a.png`);
  });
});

describe('canCompressImage', () => {
  it('allows the known raster formats with a WxH size', () => {
    for (const ext of ['gif', 'jpg', 'jpeg', 'png', 'webp', 'JPG', 'Png', 'WEBP']) {
      expect(canCompressImage(`/upload/photo.${ext}`, DEFAULT_SHARE_IMAGE_SIZE), ext).toBe(true);
    }
    expect(DEFAULT_SHARE_IMAGE_SIZE).toBe('180x180');
  });

  it('ignores query strings and hashes', () => {
    expect(canCompressImage('https://cdn.test/a.png?v=2', '180x180')).toBe(true);
    expect(canCompressImage('https://cdn.test/a.jpeg#top', '180x180')).toBe(true);
    expect(canCompressImage('https://cdn.test/a.svg?x=.png', '180x180')).toBe(false);
    expect(canCompressImage('https://cdn.test/a.pdf#.jpg', '180x180')).toBe(false);
  });

  it('refuses other formats and odd names', () => {
    expect(canCompressImage('a.svg', '180x180')).toBe(false);
    expect(canCompressImage('a.bmp', '180x180')).toBe(false);
    expect(canCompressImage('a.png.txt', '180x180')).toBe(false);
    expect(canCompressImage('png', '180x180')).toBe(false);
    expect(canCompressImage('https://cdn.test/images.png/photo', '180x180')).toBe(false);
    expect(canCompressImage('a.', '180x180')).toBe(false);
    expect(canCompressImage('', '180x180')).toBe(false);
  });

  it('needs a size with an x', () => {
    expect(canCompressImage('a.png', '')).toBe(false);
    expect(canCompressImage('a.png', '180')).toBe(false);
    expect(canCompressImage('a.png', '180*180')).toBe(false);
    expect(canCompressImage('a.png', '300x')).toBe(true);
  });
});
