import { parseImageField, resolveImageUrl } from '@news/contract/imageField';

/**
 * An item's picture: lazy, decoded off the main thread, in a box of fixed aspect ratio so the
 * page does not jump when it arrives. Relative URLs are served by this site.
 */
export function LazyImage({
  field,
  ratio = '16 / 9',
  alt = '',
  className = '',
}: {
  field: string;
  ratio?: string;
  alt?: string;
  className?: string;
}) {
  const url = resolveImageUrl(
    field.startsWith('[') ? parseImageField(field) : field,
    window.location.origin,
  );
  return (
    <span className={`lazy-image ${className}`} style={{ aspectRatio: ratio }}>
      {url ? <img src={url} alt={alt} loading="lazy" decoding="async" /> : null}
    </span>
  );
}
