import { parseImageField, resolveImageUrl } from '@news/contract/imageField';

/**
 * A displayable URL from an image field: the JSON-text list the API uses (spec section 3; a
 * field that does not parse gives '') or a plain URL. Relative URLs are served by this site.
 */
export function imageSrc(field: string): string {
  return resolveImageUrl(
    field.startsWith('[') ? parseImageField(field) : field,
    window.location.origin,
  );
}
