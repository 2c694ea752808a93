import XMLBuilder from 'fast-xml-builder';
import { xmlSafeText } from '../content/xmlSafeText.ts';

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
