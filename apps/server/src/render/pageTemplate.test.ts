import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../plugins/securityHeaders.ts';
import { APP_LOADER_SCRIPT, APP_LOADER_SCRIPT_HASH } from './appLoaderScript.ts';
import { cspHash } from './cspHash.ts';
import { preparePageTemplate } from './pageTemplate.ts';

const dist = mkdtempSync(join(tmpdir(), 'news-page-template-'));
mkdirSync(join(dist, 'assets'));
const CSS = '.app{color:#222}.card{margin:0}';
writeFileSync(join(dist, 'assets/index-abc.css'), CSS);
writeFileSync(join(dist, 'assets/odd.css'), 'a::after{content:"</style>"}');
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

// As Vite writes it.
const BUILT = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <title>News</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n-def.js">
    <link rel="modulepreload" crossorigin href="/assets/constants-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('preparePageTemplate', () => {
  const page = preparePageTemplate(BUILT, dist);

  it('writes the stylesheet into the page and allows it by its hash', () => {
    expect(page.html).toContain(`<style>${CSS}</style>`);
    expect(page.html).not.toContain('rel="stylesheet"');
    expect(page.styleHashes).toEqual([cspHash(CSS)]);
    expect(contentSecurityPolicy(page.styleHashes)).toContain(`style-src 'self' ${cspHash(CSS)}`);
  });

  it('leaves the entry module and its preloads to the loader, which runs after the paint', () => {
    expect(page.html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page.html).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/i18n-def.js /assets/constants-ghi.js">${APP_LOADER_SCRIPT}</script></body>`,
    );
    expect(contentSecurityPolicy()).toContain(APP_LOADER_SCRIPT_HASH);
  });

  it('keeps a stylesheet that would end its own style element as a link', () => {
    const odd = preparePageTemplate(BUILT.replace('index-abc.css', 'odd.css'), dist);
    expect(odd.html).toContain('<link rel="stylesheet" crossorigin href="/assets/odd.css">');
    expect(odd.styleHashes).toEqual([]);
  });

  it('refuses a stylesheet named outside the build', () => {
    expect(() =>
      preparePageTemplate(BUILT.replace('/assets/index-abc.css', '/../../etc/passwd.css'), dist),
    ).toThrow(/outside the build/);
  });
});
