import { describe, expect, it } from 'vitest';
import { EDITOR_HTML_SAMPLE } from '@news/contract/console/editorHtmlSample';
import { sanitizeBody } from './sanitizeBody.ts';

describe('the console editor’s markup', () => {
  it('passes the sanitiser unchanged: headings, lists, quotes, links, tables, pictures, video', () => {
    expect(sanitizeBody(EDITOR_HTML_SAMPLE)).toBe(EDITOR_HTML_SAMPLE);
  });
});
