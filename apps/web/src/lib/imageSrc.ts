import { parseImageField, resolveImageUrl } from '@news/contract/imageField';

/**
 * A displayable URL from an image field: the JSON-text list the API uses (docs/api.md, Answers; a
 * field that does not parse gives '') or a plain URL. Relative URLs stay relative: this site
 * serves them, and server-rendered HTML must carry the same URL the browser would.
 */
export function imageSrc(field: string): string {
  return resolveImageUrl(field.startsWith('[') ? parseImageField(field) : field, '');
}
