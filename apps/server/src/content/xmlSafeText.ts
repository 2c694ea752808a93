/**
 * Characters XML 1.0 cannot carry at all, escaped or not: control characters other than tab and
 * line ends, lone surrogates, U+FFFE and U+FFFF. A title pasted from elsewhere may hold one, and
 * a single one makes a strict parser reject the whole feed.
 */
// eslint-disable-next-line no-control-regex -- naming the control characters XML allows is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML, '');
}
