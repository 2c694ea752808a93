/**
 * The words of an ICU message as a reader meets them: the literal text of every branch, with
 * each argument (`{name}`, a plural's `#`) replaced by one placeholder character, so checks of
 * wording and punctuation look at what is written and never at the message's syntax (the commas
 * of `{count, plural, ...}`) or at what an argument will be.
 */
export const ARGUMENT = '\uE000';

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

/** The branches' texts of `{name, plural|select, key {text} key {text}}`. */
function branches(body: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const close = closing(body, open);
    if (close < 0) break;
    out.push(body.slice(open + 1, close));
    i = close + 1;
  }
  return out;
}

/**
 * Every literal passage of `message`: one string per branch of each plural or select, with
 * arguments as `ARGUMENT`. Text outside any argument belongs to every passage it sits in.
 */
export function messageTexts(message: string, inPlural = false): string[] {
  let prefix = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) {
      prefix += message.slice(i);
      break;
    }
    prefix += message.slice(i, open);
    const close = closing(message, open);
    if (close < 0) {
      prefix += message.slice(open);
      break;
    }
    const inner = message.slice(open + 1, close);
    const [, kind] = inner.split(',', 3).map((part) => part.trim());
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      const rest = message.slice(close + 1);
      const head = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
      const after = messageTexts(rest, inPlural);
      const out: string[] = [];
      for (const branch of branches(head))
        for (const text of messageTexts(branch, kind !== 'select'))
          for (const tail of after) out.push(prefix + text + tail);
      return out;
    }
    prefix += ARGUMENT;
    i = close + 1;
  }
  return [inPlural ? prefix.replace(/#/g, ARGUMENT) : prefix];
}
