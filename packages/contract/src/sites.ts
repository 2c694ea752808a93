/**
 * The language sites: the one table that lists them (docs/architecture.md, "Adding a language").
 * Each site has its own content and its own API prefix; the language entry id is the one the
 * provider's back office uses, so it travels unchanged. Every other list of sites — API
 * prefixes, catalogues, the server's site rows, locale matching — is derived from this table or
 * typed by `SiteLang`, so the compiler and `sites.test.ts` name whatever a new site still lacks.
 */
export const SITE_LANGS = ['zh-Hans', 'en', 'kr', 'ja', 'ru'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];

export interface SiteInfo {
  /** Language entry id (docs/product.md §2 and the language config call). */
  id: number;
  lang: SiteLang;
  /** BCP 47 tag for `<html lang>`, `Intl` and screen readers: `kr` is the site code, `ko` the language. */
  locale: string;
  prefix: string;
  /** The language's own name, for the language picker. */
  nativeName: string;
}

export const SITES: readonly SiteInfo[] = [
  {
    id: 1,
    lang: 'zh-Hans',
    locale: 'zh-Hans',
    prefix: '/api',
    nativeName: '简体中文',
  },
  {
    id: 36,
    lang: 'ja',
    locale: 'ja',
    prefix: '/jaapi',
    nativeName: '日本語',
  },
  {
    id: 37,
    lang: 'kr',
    locale: 'ko',
    prefix: '/krapi',
    nativeName: '한국어',
  },
  {
    id: 38,
    lang: 'en',
    locale: 'en',
    prefix: '/enapi',
    nativeName: 'English',
  },
  {
    id: 42,
    lang: 'ru',
    locale: 'ru',
    prefix: '/ruapi',
    nativeName: 'Русский',
  },
];

export const DEFAULT_SITE_LANG: SiteLang = 'zh-Hans';

export function isSiteLang(value: unknown): value is SiteLang {
  return typeof value === 'string' && (SITE_LANGS as readonly string[]).includes(value);
}

export function siteByLang(lang: SiteLang): SiteInfo {
  const site = SITES.find((s) => s.lang === lang);
  if (!site) throw new Error(`unknown site ${lang}`);
  return site;
}

export function siteByPrefix(prefix: string): SiteInfo | undefined {
  return SITES.find((s) => s.prefix === prefix);
}

export function siteById(id: number): SiteInfo | undefined {
  return SITES.find((s) => s.id === id);
}

/**
 * Maps a device or browser locale (`ko-KR`, `zh-CN`, `ru`, `en-GB`) to the site of its language
 * (the primary subtag of the site's locale, or the site's own code); anything without a site of
 * its own falls back to the default.
 */
export function siteLangFromLocale(locale: string | undefined | null): SiteLang {
  const language = locale?.trim().toLowerCase().split(/[-_]/)[0];
  const site = SITES.find((s) => language === s.lang || language === s.locale.split('-')[0]);
  return site?.lang ?? DEFAULT_SITE_LANG;
}
