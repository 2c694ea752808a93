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
  /**
   * The site's own name, the one name readers see for it everywhere: the app's header, the
   * page title, the installed app, link previews (`og:site_name`), feeds and share cards.
   */
  name: string;
  /**
   * The zone every date and time of the site is shown in: the provider's own (it is in Shandong),
   * so a story's time and a deadline read the same to every reader and to the newsroom.
   */
  timeZone: string;
  /** The clock readers of the language expect in news (docs/language.md). */
  hourCycle: 'h23' | 'h12';
}

/** The provider's time zone: China Standard Time, UTC+8 all year. */
const PROVIDER_TIME_ZONE = 'Asia/Shanghai';

export const SITES: readonly SiteInfo[] = [
  {
    id: 1,
    lang: 'zh-Hans',
    locale: 'zh-Hans',
    prefix: '/api',
    nativeName: '简体中文',
    name: '山东新闻',
    timeZone: PROVIDER_TIME_ZONE,
    hourCycle: 'h23',
  },
  {
    id: 36,
    lang: 'ja',
    locale: 'ja',
    prefix: '/jaapi',
    nativeName: '日本語',
    name: '山東ニュース',
    timeZone: PROVIDER_TIME_ZONE,
    hourCycle: 'h23',
  },
  {
    id: 37,
    lang: 'kr',
    locale: 'ko',
    prefix: '/krapi',
    nativeName: '한국어',
    name: '산둥 뉴스',
    timeZone: PROVIDER_TIME_ZONE,
    // Korean news portals give times on the 24-hour clock (14:30); Intl's Korean default is
    // the 12-hour 오후 2:30, so the cycle is set for every site rather than left to the locale.
    hourCycle: 'h23',
  },
  {
    id: 38,
    lang: 'en',
    // British English, as the catalogues spell it: day before month, the 24-hour clock.
    locale: 'en-GB',
    prefix: '/enapi',
    nativeName: 'English',
    name: 'Shandong News',
    timeZone: PROVIDER_TIME_ZONE,
    hourCycle: 'h23',
  },
  {
    id: 42,
    lang: 'ru',
    locale: 'ru',
    prefix: '/ruapi',
    nativeName: 'Русский',
    name: 'Новости Шаньдуна',
    timeZone: PROVIDER_TIME_ZONE,
    hourCycle: 'h23',
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

/**
 * Date and time options as a site shows them: in its time zone and on its clock, whatever the
 * reader's device is set to, so a story's time, a broadcast's start and a deadline read the same
 * to every reader, in the server's HTML and in the app (docs/language.md).
 */
export function siteDateTimeOptions(
  site: Pick<SiteInfo, 'timeZone' | 'hourCycle'>,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatOptions {
  return { ...options, timeZone: site.timeZone, hourCycle: site.hourCycle };
}
