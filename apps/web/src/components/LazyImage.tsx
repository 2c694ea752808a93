import { parseImageField, resolveImageUrl } from '@news/contract/imageField';

/** The boxes pictures are shown in; each is a class, since the page's CSP allows no inline style. */
const RATIO_CLASSES = {
  '16 / 9': 'ratio-16-9',
  '4 / 3': 'ratio-4-3',
  '1 / 1': 'ratio-1-1',
  '9 / 16': 'ratio-9-16',
  '4 / 5': 'ratio-4-5',
} as const;
export type ImageRatio = keyof typeof RATIO_CLASSES;

/**
 * An item's picture, in a box of fixed aspect ratio so the page does not jump when it arrives:
 * one of the app's ratios, or the picture's own when its size is known (the `<img>` width and
 * height give the box its shape). Lazy and decoded off the main thread unless it is the screen's
 * main picture (`priority`), which the browser should fetch first. Relative URLs stay relative:
 * they are served by this site, and the HTML the server renders must match the browser's.
 */
export function LazyImage({
  field,
  ratio = '16 / 9',
  size,
  alt = '',
  className = '',
  priority = false,
}: {
  field: string;
  ratio?: ImageRatio;
  size?: { width: number; height: number };
  alt?: string;
  className?: string;
  priority?: boolean;
}) {
  const url = resolveImageUrl(field.startsWith('[') ? parseImageField(field) : field, '');
  const shape = size ? 'ratio-own' : RATIO_CLASSES[ratio];
  return (
    <span className={`lazy-image ${shape} ${className}`}>
      {url ? (
        <img
          src={url}
          alt={alt}
          width={size?.width}
          height={size?.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
    </span>
  );
}
