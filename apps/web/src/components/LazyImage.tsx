import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { imageSrc } from '@news/contract/imageField';
import {
  focusPosition,
  pictureAddress,
  pictureSrcset,
  renditionUrl,
} from '@news/contract/pictures';

/**
 * The boxes pictures are shown in; each is a class named after it (`4 / 3`: `ratio-4-3`), since
 * the page's CSP allows no inline style. Named by rule rather than listed: a first load's bytes.
 */
export type ImageRatio = '16 / 9' | '4 / 3' | '1 / 1' | '9 / 16' | '4 / 5';

/** The column's full width (`.app`: at most 480 CSS px, the phone's width below that). */
const PAGE_SIZES = '(max-width: 480px) 100vw, 480px';

/**
 * An `<img>` of `src`. A processed picture (its address names its size and colour,
 * docs/adr/0024-pictures.md) comes as a `<picture>`: WebP renditions, JPEG ones for the rest,
 * `sizes` saying how wide this use draws it, and its own width and height unless the caller gives
 * some. Any other URL is the plain `<img>` it always was. Here rather than in a file of its own so
 * the gallery that shares it adds no chunk to the pages that show pictures.
 */
export function ResponsiveImage({
  src,
  sizes,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const picture = pictureAddress(src);
  if (!picture) return <img src={src} {...img} />;
  return (
    <picture>
      <source type="image/webp" srcSet={pictureSrcset(picture, 'webp')} sizes={sizes} />
      <img
        src={renditionUrl(picture, 640)}
        srcSet={pictureSrcset(picture, 'jpg')}
        sizes={sizes}
        {...img}
        width={img.width ?? picture.width}
        height={img.height ?? picture.height}
      />
    </picture>
  );
}

/**
 * An item's picture, in a box of fixed aspect ratio so the page does not jump when it arrives:
 * one of the app's ratios, or the picture's own (`own`, or whenever `size` is given: the `<img>`
 * width and height give the box its shape). Lazy and decoded off the main thread unless it is the
 * screen's main picture (`priority`), which the browser should fetch first. Relative URLs stay
 * relative: they are served by this site, and the HTML the server renders must match the
 * browser's. A processed picture is responsive (`ResponsiveImage`), shows its dominant colour
 * until it has loaded, and is cropped by its box around its focal point when the address carries
 * one (`#focus=x,y`, which no request sends: every `src` and `srcset` is built from its folder).
 * `sizes` is how wide the use draws it, from the CSS of each: the column's full width by default (the home banner, a lead picture, a topic's banner, a live cover, the
 * start screen); the column less 12 px margins for figures, live and topic cards and live posts;
 * 112px for a feed card's or a playlist's thumbnail; the popup's 78 % up to 340 px; an avatar's
 * own size. The strings are written at each use rather than shared, so a route's code carries
 * only its own.
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
  const url = imageSrc(field);
  const picture = pictureAddress(url);
  const own = size ?? (ratio === 'own' ? picture : undefined);
  const box = useRef<HTMLSpanElement>(null);
  const color = picture?.color;
  // Where the box crops the picture: around the focal point the library holds, when one is set.
  const position = picture?.focus ? focusPosition(picture) : '';

  useEffect(() => {
    const el = box.current;
    const img = el?.querySelector('img');
    // Set here, not as a style attribute: the CSP allows none, and the server's HTML must match.
    if (img) img.style.objectPosition = position;
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
  }, [color, position, url]);

  // React preloads a main `<img>` by itself, but not one inside a `<picture>`: this is that
  // preload, by the WebP srcset, so it fetches the rendition the browser will choose.
  if (priority && picture)
    preload(renditionUrl(picture, 960, 'webp'), {
      as: 'image',
      imageSrcSet: pictureSrcset(picture, 'webp'),
      imageSizes: sizes,
      type: 'image/webp',
      fetchPriority: 'high',
    });
  return (
    <span
      ref={box}
      className={`lazy-image ratio-${own ? 'own' : (ratio === 'own' ? '16 / 9' : ratio).replace(' / ', '-')} ${className}`}
    >
      {url ? (
        <ResponsiveImage
          src={url}
          sizes={sizes}
          alt={alt}
          width={own?.width}
          height={own?.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
    </span>
  );
}

// Here beside the pictures' srcset, not in the player's own module: a second importer of the
// contract's picture helpers would split them into a chunk of their own, one more name in every
// first load's preload list.
/**
 * A poster's width in pixels: a phone's player (360–430 CSS px) at a device pixel ratio of 2. One
 * width, not the device's: the server's HTML names the same file the app then takes over.
 */
const POSTER_WIDTH = 720;

/**
 * The file a video's poster shows: for a picture from the pipeline, its WebP rendition near a
 * phone player's size (a `poster` has no `srcset`, and the picture's own address is its large
 * JPEG fallback); any other address as it is.
 */
export function posterRendition(url: string): string {
  const picture = pictureAddress(url);
  return picture ? renditionUrl(picture, POSTER_WIDTH, 'webp') : url;
}
