/**
 * The five language sites. Each has its own content and its own API prefix; the language entry
 * id is the one the provider's back office uses, so it travels unchanged.
 */
export const SITE_LANGS = ['zh-Hans', 'en', 'kr', 'ja', 'ru'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];

export interface SiteInfo {
  /** Language entry id (spec section 3). */
  id: number;
  lang: SiteLang;
  /** BCP 47 tag for `<html lang>`, `Intl` and screen readers: `kr` is the site code, `ko` the language. */
  locale: string;
  prefix: string;
  /** The language's own name, for the language picker. */
  nativeName: string;
}

export const SITES: readonly SiteInfo[] = [
  { id: 1, lang: 'zh-Hans', locale: 'zh-Hans', prefix: '/api', nativeName: '简体中文' },
  { id: 36, lang: 'ja', locale: 'ja', prefix: '/jaapi', nativeName: '日本語' },
  { id: 37, lang: 'kr', locale: 'ko', prefix: '/krapi', nativeName: '한국어' },
  { id: 38, lang: 'en', locale: 'en', prefix: '/enapi', nativeName: 'English' },
  { id: 42, lang: 'ru', locale: 'ru', prefix: '/ruapi', nativeName: 'Русский' },
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
 * Maps a device or browser locale (`ko-KR`, `zh-CN`, `ru`, `en-GB`) to a site; anything without
 * a site of its own falls back to the default.
 */
export function siteLangFromLocale(locale: string | undefined | null): SiteLang {
  if (!locale) return DEFAULT_SITE_LANG;
  const tag = locale.toLowerCase();
  if (tag === 'kr' || tag.startsWith('ko')) return 'kr';
  if (tag.startsWith('ja')) return 'ja';
  if (tag.startsWith('ru')) return 'ru';
  if (tag.startsWith('en')) return 'en';
  return DEFAULT_SITE_LANG;
}
