/**
 * A small ICU message formatter: `{name}` arguments, `{count, plural, one {...} other {...}}`
 * with `#` for the number, plural categories from Intl.PluralRules (so Russian gets one / few /
 * many / other), and numbers through Intl.NumberFormat — `{count, number, ::compact-short}` for
 * counts readers expect short (1.2万, 1.2만, 12 тыс.). Enough for our catalogues, a fraction of
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

const COMPACT = '::compact-short';

function formatNumber(value: number, style: string | undefined, locale: string): string {
  return numberFormat(locale, style === COMPACT ? { notation: 'compact' } : undefined).format(
    value,
  );
}

/**
 * The number a compact figure shows: 1,234 written `1.2K` is 1,200, and the words beside it
 * agree with what is written (ICU does the same): `1,2 тыс. просмотров`, not `просмотра`.
 */
function shownValue(value: number, locale: string): number {
  const digits = numberFormat(locale, { notation: 'compact' })
    .formatToParts(value)
    .filter((part) => part.type === 'integer' || part.type === 'fraction')
    .map((part) => part.value)
    .join('');
  return digits && digits.length < 21 ? Number(value.toPrecision(digits.length)) : value;
}

function plural(body: string, value: number, locale: string): string {
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
  const category = pluralRule(locale).select(
    body.includes(COMPACT) ? shownValue(value, locale) : value,
  );
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
      out += formatMessage(plural(rest.join(','), value, locale), args, locale);
    } else if (kind?.trim() === 'number' && typeof value === 'number') {
      out += formatNumber(value, rest.join(',').trim(), locale);
    } else if (value !== undefined) {
      out += typeof value === 'number' ? numberFormat(locale).format(value) : value;
    } else {
      out += `{${inner}}`;
    }
    i = close + 1;
  }
  return out;
}
