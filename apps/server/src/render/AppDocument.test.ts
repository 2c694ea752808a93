import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_ELEMENT_ID, serverRenderPayloadSchema } from '@news/contract/serverRender';
import { contentSecurityPolicy } from '../plugins/securityHeaders.ts';
import { AppDocument, scriptSafeJson } from './AppDocument.ts';
import { DEEP_LINK_SCRIPT, DEEP_LINK_SCRIPT_HASH } from './deepLinkScript.ts';
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from './themeScript.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Regional news in five languages" />
    <meta name="theme-color" content="#c62828" />
    <title>News</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function payloadOf(page: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(page);
  if (!match?.[1]) throw new Error('no payload');
  return JSON.parse(match[1]);
}

describe('AppDocument', () => {
  const document = new AppDocument(TEMPLATE);

  it('puts the site’s language, the title, the description, the head and the app into the page', () => {
    const page = document.render({
      payload: { lang: 'kr', route: '/', data: {} },
      appHtml: '<div class="app">홈</div>',
      title: 'Title & "quotes"',
      description: 'Desc <b>',
      head: '<meta property="og:title" content="x">',
    });
    expect(page).toContain('<html lang="ko" data-site="kr">');
    expect(page).toContain('<title>Title &amp; &quot;quotes&quot;</title>');
    expect(page).toContain('<meta name="description" content="Desc &lt;b&gt;" />');
    expect(page).toContain('<meta property="og:title" content="x"></head>');
    expect(page).toContain('<div id="root"><div class="app">홈</div></div>');
  });

  it('puts the deep-link script, allowed by its hash, in home pages only', () => {
    const home = document.render({
      payload: { lang: 'en', route: '/', data: {} },
      appHtml: '',
      title: 't',
      description: 'd',
    });
    expect(home).toContain(`<script>${DEEP_LINK_SCRIPT}</script>`);
    expect(contentSecurityPolicy()).toContain(DEEP_LINK_SCRIPT_HASH);
    const item = document.render({
      payload: { lang: 'en', route: '/pages/news-detail/news-detail?id=1', data: {} },
      appHtml: '',
      title: 't',
      description: 'd',
    });
    expect(item).not.toContain(DEEP_LINK_SCRIPT);
  });

  it('moves the preloads React puts before the app to the top of the head', () => {
    const page = document.render({
      payload: { lang: 'en', route: '/', data: {} },
      appHtml: '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/><div>app</div>',
      title: 't',
      description: 'd',
    });
    expect(page).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>',
    );
    expect(page).toContain('<div id="root"><div>app</div></div>');
  });

  it('carries data that holds markup without ending its script element', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const page = document.render({
      payload: { lang: 'en', route: '/', data: { 'home:en': { title: hostile } } },
      appHtml: '',
      title: 't',
      description: 'd',
    });
    // The module script of the template, the theme and deep-link scripts and the data: the data
    // never opens a script of its own.
    expect(page.match(/<script/g)).toHaveLength(4);
    const payload = serverRenderPayloadSchema.parse(payloadOf(page));
    expect(payload.data['home:en']).toEqual({ title: hostile });
    expect(scriptSafeJson('<>&')).toBe('"\\u003c\\u003e\\u0026"');
  });

  it('writes titles and head elements holding replacement patterns as they are', () => {
    const page = document.render({
      payload: { lang: 'en', route: '/', data: {} },
      appHtml: '',
      title: "Price $& and $' and $1",
      description: 'Save $` now',
      head: '<meta property="og:title" content="$&amp;">',
    });
    expect(page).toContain('<title>Price $&amp; and $&#39; and $1</title>');
    expect(page).toContain('<meta name="description" content="Save $` now" />');
    expect(page).toContain('<meta property="og:title" content="$&amp;"></head>');
  });

  it('links the site’s manifest and feeds and gives the bar a colour for light and dark systems', () => {
    const page = document.render({
      payload: { lang: 'ja', route: '/pages/news-detail/news-detail?id=1', data: {} },
      appHtml: '',
      title: 't',
      description: 'd',
      head: '<meta property="og:title" content="x">',
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest/ja.webmanifest">');
    expect(head).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Atom" href="/feeds/ja/atom.xml">',
    );
    expect(head.match(/<meta name="theme-color"[^>]*>/g)).toEqual([
      '<meta name="theme-color" content="#c62828" media="(prefers-color-scheme: light)">',
      '<meta name="theme-color" content="#7f1d1d" media="(prefers-color-scheme: dark)">',
    ]);
    // The page's own head elements come after the site's.
    expect(head.indexOf('og:title')).toBeGreaterThan(head.indexOf('rel="manifest"'));
  });

  it('applies the reader’s theme before the first paint on every page, by a script the CSP allows', () => {
    for (const route of ['/', '/pages/news-detail/news-detail?id=1']) {
      const page = document.render({
        payload: { lang: 'ru', route, data: {} },
        appHtml: '<div class="app"></div>',
        title: 't',
        description: 'd',
      });
      const head = page.slice(0, page.indexOf('</head>'));
      // In the head, after the bar colours it changes, before anything of the page is painted.
      expect(head).toContain(`<script>${THEME_SCRIPT}</script>`);
      expect(head.indexOf(THEME_SCRIPT)).toBeGreaterThan(head.lastIndexOf('name="theme-color"'));
    }
    expect(contentSecurityPolicy()).toContain(THEME_SCRIPT_HASH);
  });

  it('refuses a template without the parts it fills in', () => {
    expect(() => new AppDocument('<html><body></body></html>')).toThrow(/root element/);
  });
});
