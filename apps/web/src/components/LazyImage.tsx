import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { parseImageField, resolveImageUrl } from '@news/contract/imageField';
import { pictureAddress, pictureSrcset, renditionUrl } from '@news/contract/pictures';
import { PAGE_SIZES } from './pictureSizes.ts';

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
 * one of the app's ratios, or the picture's own (`own`, or whenever `size` is given: the `<img>`
 * width and height give the box its shape). Lazy and decoded off the main thread unless it is the
 * screen's main picture (`priority`), which the browser should fetch first. Relative URLs stay
 * relative: they are served by this site, and the HTML the server renders must match the
 * browser's.
 *
 * A processed picture (its address names its size and colour, docs/adr/0024-pictures.md) comes as
 * a `<picture>`: WebP renditions, JPEG ones for the rest, `sizes` saying how wide this use draws it
 * (pictureSizes.ts), its own width and height, and its dominant colour behind it until it has
 * loaded. Any other URL is a plain `<img>`, as it always was.
 */
export function LazyImage({
  field,
  ratio = '16 / 9',
  size,
  sizes = PAGE_SIZES,
  alt = '',
  className = '',
  priority = false,
}: {
  field: string;
  ratio?: ImageRatio | 'own';
  size?: { width: number; height: number } | undefined;
  /** How wide this use draws the picture (a `sizes` attribute); the column's width by default. */
  sizes?: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}) {
  const url = resolveImageUrl(field.startsWith('[') ? parseImageField(field) : field, '');
  const picture = pictureAddress(url);
  const own = size ?? (ratio === 'own' ? picture : undefined);
  const shape = own ? 'ratio-own' : RATIO_CLASSES[ratio === 'own' ? '16 / 9' : ratio];
  const box = useRef<HTMLSpanElement>(null);
  const color = picture?.color;

  useEffect(() => {
    const el = box.current;
    const img = el?.querySelector('img');
    // Set here, not as a style attribute: the CSP allows none, and the server's HTML must match.
    if (!el || !img || !color || (img.complete && img.naturalWidth > 0)) return;
    el.style.backgroundColor = color;
    // Gone once the picture is there: what shows through a transparent one is the page's own.
    const loaded = (): void => {
      el.style.backgroundColor = '';
    };
    img.addEventListener('load', loaded, { once: true });
    return () => {
      img.removeEventListener('load', loaded);
      loaded();
    };
  }, [color, url]);

  if (!picture)
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

  const webp = pictureSrcset(picture, 'webp');
  // React preloads a main `<img>` by itself, but not one inside a `<picture>`: this is that
  // preload, for the WebP rendition the browser will choose.
  if (priority)
    preload(renditionUrl(picture, 960, 'webp'), {
      as: 'image',
      imageSrcSet: webp,
      imageSizes: sizes,
      type: 'image/webp',
      fetchPriority: 'high',
    });
  return (
    <span ref={box} className={`lazy-image ${shape} ${className}`}>
      <picture>
        <source type="image/webp" srcSet={webp} sizes={sizes} />
        <img
          src={renditionUrl(picture, 640)}
          srcSet={pictureSrcset(picture, 'jpg')}
          sizes={sizes}
          alt={alt}
          width={own?.width ?? picture.width}
          height={own?.height ?? picture.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    </span>
  );
}
