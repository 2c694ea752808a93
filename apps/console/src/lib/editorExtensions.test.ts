import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_HTML_SAMPLE } from '@news/contract/console/editorHtmlSample';
import { editorExtensions, isLinkAllowed } from './editorExtensions.ts';

let editor: Editor | undefined;
afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

function newEditor(content = ''): Editor {
  editor = new Editor({ extensions: editorExtensions(), content, injectCSS: false });
  return editor;
}

describe('the article editor', () => {
  it('writes the shared sample exactly (the server checks its sanitiser keeps it)', () => {
    expect(newEditor(EDITOR_HTML_SAMPLE).getHTML()).toBe(EDITOR_HTML_SAMPLE);
  });

  it('writes what its toolbar commands make in the same markup', () => {
    const e = newEditor('<p>Hello</p>');
    e.chain().selectAll().toggleBold().run();
    e.chain()
      .focus('end')
      .insertContent(' ')
      .setLink({ href: 'https://example.com' })
      .insertContent('site')
      .run();
    e.chain().focus('end').setImage({ src: '/media/a.jpg', alt: 'A' }).run();
    e.chain().focus('end').setVideo({ src: '/media/v.mp4', poster: '/media/p.jpg' }).run();
    e.chain().focus('end').insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run();
    const html = e.getHTML();
    expect(html).toContain('<p><strong>Hello');
    expect(html).toContain('<img src="/media/a.jpg" alt="A" loading="lazy">');
    expect(html).toContain(
      '<video src="/media/v.mp4" poster="/media/p.jpg" controls="controls" playsinline="playsinline" preload="metadata"></video>',
    );
    expect(html).toContain('<table><tbody><tr><th><p></p></th>');
    expect(html).not.toMatch(/style=|colgroup|class=/);
  });

  it('writes a processed picture’s own size, so readers’ pages reserve its box', () => {
    const e = newEditor('<p>Hello</p>');
    e.chain()
      .focus('end')
      .setImage({
        src: '/media/pictures/a/1600x900-a1b2c3.jpg',
        alt: 'Boats',
        width: 1600,
        height: 900,
      })
      .run();
    expect(e.getHTML()).toContain(
      '<img src="/media/pictures/a/1600x900-a1b2c3.jpg" alt="Boats" width="1600" height="900" loading="lazy">',
    );
    expect(newEditor(e.getHTML()).getHTML()).toBe(e.getHTML());
  });

  it('drops pasted scripts, handlers and styles before they reach the markup', () => {
    const e = newEditor(
      '<p onclick="alert(1)" style="color:red">x<script>alert(1)</script><img src="/m.jpg" onerror="alert(1)"></p><a href="javascript:alert(1)">bad</a>',
    );
    const html = e.getHTML();
    expect(html).not.toMatch(/script|onclick|onerror|style=|javascript:/);
  });

  it('links only to web pages and this site', () => {
    expect(isLinkAllowed('https://example.com/a')).toBe(true);
    expect(isLinkAllowed('/pages/x')).toBe(true);
    expect(isLinkAllowed('javascript:alert(1)')).toBe(false);
    expect(isLinkAllowed('//evil.example')).toBe(false);
    expect(isLinkAllowed('mailto:a@b.c')).toBe(false);
  });
});
