import { siteByLang, siteDateTimeOptions, type SiteLang } from './sites.ts';

/**
 * Publish-time labels (docs/product.md §6). Recent items read as "N minutes ago"; after a
 * day the exact date is more useful than "3 days ago", so the full date and time are shown, in
 * the site's time zone and on its clock (the same on the server's HTML and in the app).
 */

/** The site languages (sites.ts): each needs its "just published" label below. */
export type RelativeTimeLang = SiteLang;

// Intl has no "just now" that reads naturally in every language, so these are hand-written.
const JUST_PUBLISHED: Record<RelativeTimeLang, string> = {
  'zh-Hans': '刚刚发布',
  en: 'Just published',
  kr: '방금 전',
  ja: 'たった今',
  ru: 'Только что',
};

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Safari cannot parse "YYYY-MM-DD HH:mm:ss"; with a "T" every engine reads it as local time.
const SPACE_SEPARATED_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  const date = new Date(text.replace(SPACE_SEPARATED_DATE_TIME, '$1T$2'));
  return Number.isNaN(date.getTime()) ? null : date;
}

// Making an Intl formatter costs far more than using one (a feed of twenty cards spent most of
// its hydration building them), so each locale and time zone gets one, made when first needed.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format;
}

function dateFormat(lang: RelativeTimeLang, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const site = siteByLang(lang);
    format = new Intl.DateTimeFormat(
      site.locale,
      siteDateTimeOptions(
        { timeZone: timeZone ?? site.timeZone, hourCycle: site.hourCycle },
        { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
      ),
    );
    dateFormats.set(key, format);
  }
  return format;
}

export function formatRelativeTime(
  date: Date | string,
  /** `timeZone` overrides the site's own (for tests and tools; readers see the site's). */
  opts: { lang: RelativeTimeLang; now?: Date; timeZone?: string },
): string {
  const then = toDate(date);
  const now = opts.now ?? new Date();
  const locale = siteByLang(opts.lang).locale;
  if (!then || !locale || Number.isNaN(now.getTime())) return '';

  const elapsed = now.getTime() - then.getTime();
  // Negative means the server clock runs ahead of ours; the item is new either way.
  if (elapsed < MINUTE_MS) return JUST_PUBLISHED[opts.lang];

  try {
    if (elapsed < DAY_MS) {
      const relative = relativeFormat(locale);
      const text =
        elapsed < HOUR_MS
          ? relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute')
          : relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
      // CLDR puts a space between the number and the unit in Japanese (`5 分前`); Japanese
      // text sets them together (`5分前`), as the other CJK labels already do.
      return opts.lang === 'ja' ? text.replace(/\s/u, '') : text;
    }
    return formatSiteDateTime(then, opts.lang, opts.timeZone);
  } catch {
    return '';
  }
}

/**
 * The full date and time of a moment as the site shows it: in its time zone (or `timeZone`)
 * and on its clock.
 */
export function formatSiteDateTime(
  date: Date | string,
  lang: RelativeTimeLang,
  timeZone?: string,
): string {
  const then = toDate(date);
  try {
    return then ? dateFormat(lang, timeZone).format(then) : '';
  } catch {
    // An unknown time zone makes Intl throw; a missing label beats a crashed page.
    return '';
  }
}
