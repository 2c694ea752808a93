import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { xmlSafeText } from '../content/xmlSafeText.ts';
import { xmlDocument } from './xmlDocument.ts';

describe('xmlDocument', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  it('escapes text and attributes in every script, so they read back as written', () => {
    const text = `<b>"Q&A"</b> 'x' ]]> 速報 속보 Срочно 突发 &amp;`;
    const doc = xmlDocument({ root: { '@title': text, item: text } });
    expect(doc.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<root')).toBe(true);
    expect(doc).not.toContain('<b>');
    const parsed = parser.parse(doc) as { root: { '@title': string; item: string } };
    expect(parsed.root.item).toBe(text);
    expect(parsed.root['@title']).toBe(text);
  });

  it('drops the characters XML cannot carry and keeps every other', () => {
    expect(xmlSafeText('a\u0000b\u0001c\u001fd\tе\n中\r😀\uFFFEf\uD800g')).toBe(
      'abcd\tе\n中\r😀fg',
    );
  });

  it('leaves out elements and attributes without a value', () => {
    const doc = xmlDocument({
      root: { a: undefined, b: [], c: { '@x': undefined, '#text': 'c' } },
    });
    expect(doc).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <c>c</c>\n</root>\n');
  });
});
