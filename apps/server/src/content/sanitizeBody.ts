import sanitizeHtml from 'sanitize-html';
import { pictureAddress, pictureSrcset } from '@news/contract/pictures';

/**
 * The markup an article body may keep. Scripts, event handlers, inline styles, forms and frames
 * go; links and media keep only http(s) or same-site addresses; links open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'figure',
    'figcaption',
    'img',
    'a',
    'video',
    'source',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    video: ['src', 'poster', 'controls', 'playsinline', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    // Where a numbered list starts and how it counts (a, i, ...): the console's editor keeps both.
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    video: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        controls: 'controls',
        playsinline: 'playsinline',
        preload: 'metadata',
      },
    }),
  },
};

/**
 * Writes the result as browsers serialise HTML (`<br>`, not `<br />`; a no-break space as
 * `&nbsp;`), so markup a browser produced — the console's editor — comes back from the
 * sanitiser byte for byte when it held nothing to remove. Both changes are safe on this output:
 * `/>` can only end a void tag (the sanitiser escapes `>` in text and attribute values), and
 * `&nbsp;` is the same character.
 */
function asBrowsersWriteIt(html: string): string {
  return html.replace(/ \/>/g, '>').replace(/\u00a0/g, '&nbsp;');
}

export function sanitizeBody(html: string): string {
  return asBrowsersWriteIt(sanitizeHtml(html, OPTIONS));
}

/**
 * How wide the reader app draws a body picture: its column (at most 480 CSS px, the phone's
 * width below that) less the body's 12 px margins (`.detail-body`; apps/web pictureSizes.ts).
 */
export const BODY_PICTURE_SIZES = '(max-width: 480px) calc(100vw - 24px), 456px';

/**
 * A body picture as readers get it. A processed picture (docs/adr/0024-pictures.md) gains its
 * WebP renditions as `srcset` (every browser the app supports takes WebP; the JPEG at its address
 * stays the `src` for any that does not), the width it is drawn at, its own size so nothing
 * moves when it arrives (unless the editor gave one), and lazy, off-thread decoding. Nothing else
 * may bring a `srcset`, `sizes` or `decoding`: only these values are ever written.
 */
function readerPicture(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { srcset: _srcset, sizes: _sizes, decoding: _decoding, ...rest } = attribs;
  const picture = pictureAddress(rest.src ?? '');
  if (!picture) return { ...rest, loading: 'lazy' };
  const { width, height } = rest;
  const sized = width && height ? { width, height } : undefined;
  return {
    ...rest,
    srcset: pictureSrcset(picture, 'webp'),
    sizes: BODY_PICTURE_SIZES,
    width: sized?.width ?? String(picture.width),
    height: sized?.height ?? String(picture.height),
    loading: 'lazy',
    decoding: 'async',
  };
}

/** The reader's rules: the writer's, and the attributes `readerPicture` writes. */
const READER_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'srcset', 'sizes', 'decoding'],
  },
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: readerPicture(attribs) }),
  },
};

/**
 * A stored body (sanitised when it was written, as the editor wrote it) as readers get it, in
 * the API's answers and so in the server-rendered pages: processed pictures made responsive.
 * Done when read, not when written, so the editor gets back exactly what it wrote and a body
 * follows the picture convention as it is now. A body without processed pictures is sent as
 * stored (sanitising sanitised markup changes nothing).
 */
export function sanitizeBodyForReaders(html: string): string {
  if (!html.includes('/media/pictures/')) return html;
  return asBrowsersWriteIt(sanitizeHtml(html, READER_OPTIONS));
}

/** Attributes that hold an address. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'];

/**
 * A body for readers elsewhere (feed readers, importers): the same markup rules, with every
 * same-site address (`/media/...`) made absolute on `origin`, since a feed has no base address.
 */
export function sanitizeBodyForElsewhere(html: string, origin: string): string {
  const absolute = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs).map(([name, value]) => [
            name,
            URL_ATTRIBUTES.includes(name) && /^\/(?!\/)/.test(value) ? `${origin}${value}` : value,
          ]),
        ),
      }),
    },
  });
  return asBrowsersWriteIt(absolute);
}

/** Body text for search and summaries: the markup removed, whitespace folded. */
export function bodyText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
