/**
 * A small ICU message formatter: `{name}` arguments, `{count, plural, one {...} other {...}}`
 * with `#` for the number, plural categories from Intl.PluralRules (so Russian gets one / few /
 * many / other), and numbers through Intl.NumberFormat — `{count, number, ::compact-short}` for
 * counts readers expect short (1.2万, 1.2만, 1,2 тыс.). Enough for our catalogues, a fraction of
 * a full ICU library's weight.
 */
import { numberFormat, pluralRule } from './intlFormats.ts';

export type MessageArgs = Record<string, string | number>;

function findClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** `{n, number, ::compact-short}`: the one number style the catalogues use. */
const COMPACT = { notation: 'compact' } as const;

/**
 * The number a compact figure shows: 1,234 written `1.2K` is 1,200, and the words beside it
 * agree with what is written (ICU does the same): `1,2 тыс. просмотров`, not `просмотра`.
 */
function shownValue(value: number, locale: string): number {
  const digits = numberFormat(locale, COMPACT).format(value).replace(/\D/g, '').length;
  return digits > 0 && digits < 22 ? Number(value.toPrecision(digits)) : value;
}

function plural(body: string, value: number, locale: string, shown: number): string {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const key = body.slice(i, open).trim();
    const close = findClose(body, open);
    if (close < 0) break;
    options.set(key, body.slice(open + 1, close));
    i = close + 1;
  }
  const exact = options.get(`=${String(value)}`);
  const category = pluralRule(locale).select(shown);
  const chosen = exact ?? options.get(category) ?? options.get('other') ?? '';
  return chosen.replace(/#/g, numberFormat(locale).format(value));
}

export function formatMessage(template: string, args: MessageArgs, locale: string): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = findClose(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const [name = '', kind, ...rest] = inner.split(',');
    const value = args[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') {
      // A count the message writes compact chooses its words by the number as written.
      const shown = template.includes(`{${name.trim()}, number`)
        ? shownValue(value, locale)
        : value;
      out += formatMessage(plural(rest.join(','), value, locale, shown), args, locale);
    } else if (kind?.trim() === 'number' && typeof value === 'number') {
      out += numberFormat(locale, COMPACT).format(value);
    } else if (value !== undefined) {
      out += typeof value === 'number' ? numberFormat(locale).format(value) : value;
    } else {
      out += `{${inner}}`;
    }
    i = close + 1;
  }
  return out;
}
