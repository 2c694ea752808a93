import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LOADER_SCRIPT } from './appLoaderScript.ts';
import { cspHash } from './cspHash.ts';

/** The web build's `index.html`, made ready to carry server-rendered screens. */
export interface PageTemplate {
  html: string;
  /** CSP source expressions of the stylesheets written into the page. */
  styleHashes: string[];
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/[^"]+\.css)"\s*\/?>/g;
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="(\/[^"]+\.js)"\s*\/?>/g;

/**
 * Rewrites the built page so its first paint needs nothing but the page itself:
 * - the app's stylesheets are written into it (a `<link>` would hold the paint back for one more
 *   round trip, the longest wait of a phone on a slow network); each is allowed by its hash;
 * - the entry module and its preloads are left to the loader script (render/appLoaderScript.ts),
 *   which asks for them after the first paint.
 * A stylesheet that could end its own `<style>` element stays a link.
 */
export function preparePageTemplate(
  indexHtml: string,
  distDir: string,
  options: { islands: boolean } = { islands: false },
): PageTemplate {
  const styleHashes: string[] = [];
  let html = indexHtml.replace(STYLESHEET, (link, href: string) => {
    const css = readFileSync(assetFile(distDir, href), 'utf8');
    if (/<\/style/i.test(css)) return link;
    styleHashes.push(cspHash(css));
    return `<style>${css}</style>`;
  });

  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length !== 1) return { html, styleHashes };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const islands = options.islands ? islandsEntry(distDir) : undefined;
  const loader = `<script data-entry="${entries[0] ?? ''}" data-preload="${preloads.join(' ')}"${islands ? ` data-islands="${islands}"` : ''}>${APP_LOADER_SCRIPT}</script>`;
  html = html.replace('</body>', () => `${loader}</body>`);
  return { html, styleHashes };
}

/** The file of an asset the page names (`/assets/x.css`), never outside the build. */
/** The islands of server-rendered pages (docs/adr/0033): their script, by the build's manifest. */
const ISLANDS_MODULE = 'src/islands/startIslands.ts';

function islandsEntry(distDir: string): string | undefined {
  let manifest: Record<string, { file?: unknown } | undefined>;
  try {
    manifest = JSON.parse(
      readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as typeof manifest;
  } catch {
    return undefined;
  }
  const file = manifest[ISLANDS_MODULE]?.file;
  return typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) ? `/${file}` : undefined;
}

function assetFile(distDir: string, href: string): string {
  if (href.split(/[/\\]/).includes('..'))
    throw new Error(`index.html names an asset outside the build: ${href}`);
  return join(distDir, href);
}
