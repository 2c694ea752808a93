import { siteByLang, type SiteLang } from '@news/contract/sites';
import { escapeHtml } from '../content/escapeHtml.ts';
import { feedPath } from '../syndication/syndicationPaths.ts';
import { APP_THEME } from '@news/contract/appTheme';
import { manifestPath } from '@news/contract/manifestPath';
import { iconPath } from '../webManifest/webManifest.ts';
import { THEME_SCRIPT } from './themeScript.ts';

/**
 * What every HTML page of a site carries in its head: the site's web app manifest (so "Add to
 * home screen" installs that site), the browser's bar colour for light and dark systems and the
 * script that applies the reader's own choice of theme before the first paint (after the bar
 * colours, which it changes), the icon iOS puts on the home screen, and the site's feeds for
 * feed readers to find.
 */
export function siteHead(lang: SiteLang): string {
  const e = escapeHtml;
  return [
    `<link rel="manifest" href="${e(manifestPath(lang))}">`,
    `<meta name="theme-color" content="${APP_THEME.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${APP_THEME.dark}" media="(prefers-color-scheme: dark)">`,
    `<script>${THEME_SCRIPT}</script>`,
    `<link rel="apple-touch-icon" href="${e(iconPath('icon-192.png'))}">`,
    `<link rel="alternate" type="application/rss+xml" title="RSS" href="${e(feedPath(lang, 'rss'))}">`,
    `<link rel="alternate" type="application/atom+xml" title="Atom" href="${e(feedPath(lang, 'atom'))}">`,
  ].join('\n');
}

/**
 * A page with the site's head elements: the site's name as its title, the template's single
 * theme colour giving way to the pair, and the rest at the end of the head (or before the app's
 * root in a page without one).
 */
export function withSiteHead(html: string, lang: SiteLang): string {
  const page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(siteByLang(lang).name)}</title>`)
    .replace(/<meta name="theme-color"[^>]*>\s*/g, '');
  const head = siteHead(lang);
  if (page.includes('</head>')) return page.replace('</head>', `${head}\n</head>`);
  return page.replace('<div id="root">', `${head}\n<div id="root">`);
}
