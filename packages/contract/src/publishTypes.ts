/** Publish types of content items (docs/product.md §1). */
export const PUBLISH_TYPES = [
  'SPECIAL',
  'TUWEN',
  'TUSHUO',
  'TUJIE',
  'SHIPINGLIST',
  'SHIPING',
  'authPublishPlayback',
] as const;

export type PublishType = (typeof PUBLISH_TYPES)[number];

export function isPublishType(value: unknown): value is PublishType {
  return typeof value === 'string' && (PUBLISH_TYPES as readonly string[]).includes(value);
}

/**
 * Reads an item's publish type. Older payloads spell the field `publishtype`; both are accepted,
 * the camel-case one first. Unknown values give `undefined` so callers can fall back to a plain link.
 */
export function readPublishType(item: {
  publishType?: unknown;
  publishtype?: unknown;
}): PublishType | undefined {
  if (isPublishType(item.publishType)) return item.publishType;
  if (isPublishType(item.publishtype)) return item.publishtype;
  return undefined;
}
