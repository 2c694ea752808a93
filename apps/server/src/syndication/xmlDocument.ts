import XMLBuilder from 'fast-xml-builder';

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

/**
 * XML element trees as plain objects: `@name` keys are attributes, `#text` an element's text.
 * The builder escapes `&`, `<`, `>` and quotes in every text and attribute.
 */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | number | XmlNode | XmlValue[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  // An attribute whose value is "true" stays an attribute (`isPermaLink="true"`), not a bare name.
  suppressBooleanAttributes: false,
  tagValueProcessor: (_name, value) => xmlSafeText(String(value)),
  attributeValueProcessor: (_name, value) => xmlSafeText(String(value)),
});

/** A UTF-8 XML document with `root` as its element. */
export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root)}`;
}
