import { APP_THEME } from '@news/contract/appTheme';
import type { SiteInfo, SiteLang } from '@news/contract/sites';
import { APP_ICONS } from './appIcons.ts';

/** Launchers show about this many characters under an icon before they cut the name. */
const SHORT_NAME_MAX = 12;

/**
 * Where the site's name is too long for a launcher and its first words would not do (Новости
 * Шаньдуна would be Новости, "News"), the contraction its readers would use.
 */
const SHORT_NAMES: Partial<Record<SiteLang, string>> = { ru: 'Шаньдун' };

/** Where the icons are served (beside the manifests, `@news/contract/manifestPath`). */
export const iconPath = (name: string): string => `/manifest/${name}`;

/**
 * The name under the icon: the site's name when it fits, else as many of its leading words as
 * fit (words as the site's language divides them), else its first characters.
 */
export function shortName(name: string, locale: string): string {
  const length = (text: string): number =>
    [...new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)].length;
  if (length(name) <= SHORT_NAME_MAX) return name;
  let fitting = '';
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(name)) {
    if (length(fitting + segment) > SHORT_NAME_MAX) break;
    fitting += segment;
  }
  const words = fitting.trim();
  if (words) return words;
  const graphemes = new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(name);
  return [...graphemes]
    .slice(0, SHORT_NAME_MAX)
    .map((g) => g.segment)
    .join('');
}

/**
 * The web app manifest of one site: installed from it, the app opens that site's home in its own
 * window, named as the site is named everywhere (`SITES`). Each site is its own app (`id`), all
 * in the one scope.
 */
export function webManifest(site: SiteInfo, description: string): Record<string, unknown> {
  const start = `/?lang=${encodeURIComponent(site.lang)}`;
  return {
    id: start,
    name: site.name,
    short_name: shortName(SHORT_NAMES[site.lang] ?? site.name, site.locale),
    description,
    lang: site.locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME.light,
    background_color: APP_THEME.background,
    categories: ['news'],
    icons: APP_ICONS.map((icon) => ({
      src: iconPath(icon.name),
      sizes: `${String(icon.size)}x${String(icon.size)}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
