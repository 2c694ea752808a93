import { SERVER_RENDER_ELEMENT_ID, type ServerRenderPayload } from '@news/contract/serverRender';
import { siteByLang } from '@news/contract/sites';
import { escapeHtml } from '../content/escapeHtml.ts';
import { DEEP_LINK_SCRIPT } from './deepLinkScript.ts';
import { withSiteHead } from './siteHead.ts';

interface DocumentParts {
  payload: ServerRenderPayload;
  /** The app's HTML for the route: what the browser's first render will be. */
  appHtml: string;
  title: string;
  description: string;
  /** More `<head>` elements (Open Graph, canonical link), already escaped. */
  head?: string;
}

/**
 * JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, and no line
 * separators that older parsers take for line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built `index.html` (with its runtime configuration filled in) as a template for a
 * server-rendered page: the site's language on `<html>` and its head elements (manifest, theme
 * colours, feeds: `siteHead.ts`), the page's title and description, the app's HTML in the root
 * element, and the payload the app takes it over with, as JSON in a script element the browser
 * does not run (the CSP forbids inline scripts).
 */
export class AppDocument {
  readonly #before: string;
  readonly #after: string;

  constructor(private readonly template: string) {
    const root = '<div id="root"></div>';
    const at = template.indexOf(root);
    if (
      at < 0 ||
      !/<html lang="[^"]*">/.test(template) ||
      !/<title>[^<]*<\/title>/.test(template) ||
      !template.includes('<head>')
    )
      throw new Error('index.html lacks <html lang>, <head>, <title> or the root element');
    this.#before = template.slice(0, at);
    this.#after = template.slice(at + root.length);
  }

  render(parts: DocumentParts): string {
    const e = escapeHtml;
    // React puts the preloads it wants (the main picture) first; they belong in the head.
    const preloads = /^(?:<link [^>]*>)+/.exec(parts.appHtml)?.[0] ?? '';
    const appHtml = parts.appHtml.slice(preloads.length);
    // Replacements are functions: a `$&` or `$'` in a title is text, not a replacement pattern.
    const head = withSiteHead(this.#before, parts.payload.lang)
      .replace(
        /<html lang="[^"]*">/,
        () =>
          `<html lang="${e(siteByLang(parts.payload.lang).locale)}" data-site="${e(parts.payload.lang)}">`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${e(parts.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${e(parts.description)}" />`,
      )
      // The main picture's preload first (after the charset, which must lead): it is what the
      // reader waits for.
      .replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, (start) => `${start}${preloads}`)
      .replace(
        '</head>',
        () =>
          `${parts.payload.route === '/' ? `<script>${DEEP_LINK_SCRIPT}</script>` : ''}${parts.head ?? ''}</head>`,
      );
    return `${head}<div id="root">${appHtml}</div><script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${scriptSafeJson(parts.payload)}</script>${this.#after}`;
  }
}
