/**
 * Shared Intl formatters. Building one costs far more than using it (locale data is looked up
 * and resolved each time), and screens format a number or a date per card, per comment and per
 * message, so each locale-and-options pair gets one formatter, made when first needed.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function pluralRule(locale: string): Intl.PluralRules {
  return cached(pluralRules, locale, () => new Intl.PluralRules(locale));
}
