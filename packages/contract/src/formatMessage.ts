/**
 * The ICU message formatter both front ends use (apps/web and apps/console catalogues): `{name}`
 * arguments, `{count, plural, =0 {…} one {…} other {…}}` with `#` for the number, and
 * `{kind, select, a {…} other {…}}`, nested in any order. Plural categories come from
 * Intl.PluralRules (Russian gets one / few / many / other) and numbers, `#` and plain number
 * arguments alike, from Intl.NumberFormat; `{count, number, ::compact-short}` writes a count as
 * readers expect it short (1.2万, 1.2만, 1,2 тыс.). Hand-written rather than a full ICU library: it
 * is in the reader app's first load, whose budget a library's parser does not fit. Not supported,
 * and used by no catalogue: apostrophe quoting, `offset:`, `selectordinal`, other number skeletons
 * and dates.
 */
import { numberFormat, pluralRule } from './intlFormats.ts';

export type MessageArgs = Readonly<Record<string, string | number>>;

/** What one message is formatted with: its arguments, the locale, the arguments written compact. */
interface Context {
  args: MessageArgs;
  locale: string;
  compact: ReadonlySet<string>;
}

const COMPACT = { notation: 'compact' } as const;

/**
 * The number a compact figure shows: 1,234 written `1.2K` is 1,200, and the words beside it agree
 * with what is written (as ICU does): `1,2 тыс. просмотров`, not `просмотра`.
 */
function shownValue(value: number, locale: string): number {
  const digits = numberFormat(locale, COMPACT).format(value).replace(/\D/g, '').length;
  return digits > 0 && digits < 22 ? Number(value.toPrecision(digits)) : value;
}

/** Where the `{…}` group that opens at `open` closes, or -1. */
function closing(text: string, open: number): number {
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

/** The `key {message}` branches of a plural or a select. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0, open = body.indexOf('{'); open >= 0; open = body.indexOf('{', i)) {
    const close = closing(body, open);
    if (close < 0) break;
    found.set(body.slice(i, open).trim(), body.slice(open + 1, close));
    i = close + 1;
  }
  return found;
}

/** One `{…}` argument; `pound` is what `#` stands for (the nearest plural's number). */
function argument(inner: string, context: Context, pound?: string): string {
  const { args, locale } = context;
  const [name = '', kind = '', ...rest] = inner.split(',');
  const value = args[name.trim()];
  const style = kind.trim();
  if (style === 'select' || (style === 'plural' && typeof value === 'number')) {
    const options = branches(rest.join(','));
    // A count the message writes compact chooses its words by the number as written.
    const counted =
      typeof value === 'number' && context.compact.has(name.trim())
        ? shownValue(value, locale)
        : value;
    const chosen =
      typeof value === 'number' && typeof counted === 'number' && style === 'plural'
        ? (options.get(`=${String(value)}`) ?? options.get(pluralRule(locale).select(counted)))
        : options.get(String(value));
    return format(
      chosen ?? options.get('other') ?? '',
      context,
      style === 'plural' ? numberFormat(locale).format(value as number) : pound,
    );
  }
  if (value === undefined) return `{${inner}}`;
  if (typeof value !== 'number') return value;
  return numberFormat(
    locale,
    style === 'number' && /compact/.test(rest.join(',')) ? COMPACT : undefined,
  ).format(value);
}

function format(text: string, context: Context, pound?: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = text.indexOf('{', i);
    const hash = pound === undefined ? -1 : text.indexOf('#', i);
    const next = hash >= 0 && (open < 0 || hash < open) ? hash : open;
    if (next < 0) return out + text.slice(i);
    out += text.slice(i, next);
    if (pound !== undefined && next === hash) {
      out += pound;
      i = next + 1;
      continue;
    }
    const close = closing(text, next);
    if (close < 0) return out + text.slice(next);
    out += argument(text.slice(next + 1, close), context, pound);
    i = close + 1;
  }
}

/**
 * A catalogue message with its arguments filled in, for the locale. An argument the message
 * names but `args` lacks stays as written (`{name}`), so a missing one shows instead of vanishing.
 */
export function formatMessage(template: string, args: MessageArgs, locale: string): string {
  const compact = new Set<string>();
  for (const match of template.matchAll(/\{\s*([\w.]+)\s*,\s*number\s*,\s*::compact/g))
    if (match[1]) compact.add(match[1]);
  return format(template, { args, locale, compact });
}

/** The names of the arguments a message takes, its branches' included, sorted: for catalogue tests. */
export function messageArguments(template: string): string[] {
  const names = new Set<string>();
  const visit = (text: string): void => {
    for (let open = text.indexOf('{'); open >= 0;) {
      const close = closing(text, open);
      if (close < 0) return;
      const [name = '', kind = '', ...rest] = text.slice(open + 1, close).split(',');
      names.add(name.trim());
      if (/^\s*(plural|select)\s*$/.test(kind))
        for (const branch of branches(rest.join(',')).values()) visit(branch);
      open = text.indexOf('{', close + 1);
    }
  };
  visit(template);
  return [...names].sort();
}
