import sanitizeHtml from 'sanitize-html';
import { pictureAddress, pictureSrcset, plainPictureUrl } from '@news/contract/pictures';
import { escapeHtml } from './escapeHtml.ts';

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

/** What the media library says about a body picture (issue 26). */
export interface BodyPictureNote {
  alt: string;
  caption: string;
  credit: string;
}

/** The library's note for a body picture's address (without a focus fragment), if it has one. */
export type BodyPictureNotes = (url: string) => BodyPictureNote | undefined;

/**
 * A body picture as readers get it. A processed picture (docs/adr/0024-pictures.md) gains its
 * WebP renditions as `srcset` (every browser the app supports takes WebP; the JPEG at its address
 * stays the `src` for any that does not), the width it is drawn at, its own size so nothing
 * moves when it arrives (unless the editor gave one), lazy, off-thread decoding, and an `alt`
 * always: the library's when it has one, else the editor's, else empty (a picture nobody
 * described is decoration to a screen reader, not its file name). Nothing else may bring a
 * `srcset`, `sizes` or `decoding`: only these values are ever written.
 */
function readerPicture(
  attribs: sanitizeHtml.Attributes,
  notes: BodyPictureNotes,
): sanitizeHtml.Attributes {
  const { srcset: _srcset, sizes: _sizes, decoding: _decoding, ...rest } = attribs;
  const src = rest.src ?? '';
  const picture = pictureAddress(src);
  if (!picture) return { ...rest, loading: 'lazy' };
  const { width, height } = rest;
  const sized = width && height ? { width, height } : undefined;
  const libraryAlt = notes(plainPictureUrl(src))?.alt ?? '';
  return {
    ...rest,
    alt: libraryAlt || (rest.alt ?? ''),
    srcset: pictureSrcset(picture, 'webp'),
    sizes: BODY_PICTURE_SIZES,
    width: sized?.width ?? String(picture.width),
    height: sized?.height ?? String(picture.height),
    loading: 'lazy',
    decoding: 'async',
  };
}

/** The reader's rules: the writer's, and the attributes `readerPicture` writes. */
function readerOptions(notes: BodyPictureNotes): sanitizeHtml.IOptions {
  return {
    ...OPTIONS,
    allowedAttributes: {
      ...OPTIONS.allowedAttributes,
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'srcset', 'sizes', 'decoding'],
    },
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: readerPicture(attribs, notes) }),
    },
  };
}

const NO_NOTES: BodyPictureNotes = () => undefined;

/**
 * The tags that matter for wrapping pictures in figures, in the sanitiser's output: there `<`
 * only ever opens a tag (text and attribute values have it escaped), attribute values are in
 * double quotes with `>` escaped, and a paragraph has no attributes — so these patterns find
 * every tag whole and nothing inside text.
 */
const FIGURE_TOKENS = /<p><img\s[^>]*><\/p>|<img\s[^>]*>|<figure>|<\/figure>/g;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/;

/** The caption and credit a figure shows, escaped; '' when the library has neither. */
function figcaption(note: BodyPictureNote | undefined): string {
  if (!note) return '';
  const parts = [
    note.caption ? `<span class="caption">${escapeHtml(note.caption)}</span>` : '',
    note.credit ? `<span class="credit">${escapeHtml(note.credit)}</span>` : '',
  ].join('');
  return parts ? `<figcaption>${parts}</figcaption>` : '';
}

/**
 * Each processed picture the library gives a caption or a credit becomes a figure showing them
 * (the reader app labels the credit by CSS, so the credit is its text only). A picture already
 * in a figure keeps the editor's; a picture alone in a paragraph takes the paragraph's place,
 * since a figure may not stand inside one.
 */
function withFigures(html: string, notes: BodyPictureNotes): string {
  let depth = 0;
  return html.replace(FIGURE_TOKENS, (token) => {
    if (token === '<figure>') depth += 1;
    else if (token === '</figure>') depth = Math.max(0, depth - 1);
    if (depth > 0 || !token.includes('<img')) return token;
    const src = SRC_ATTRIBUTE.exec(token)?.[1] ?? '';
    if (!pictureAddress(src)) return token;
    const caption = figcaption(notes(plainPictureUrl(src)));
    if (!caption) return token;
    const img = token.startsWith('<p>') ? token.slice('<p>'.length, -'</p>'.length) : token;
    return `<figure>${img}${caption}</figure>`;
  });
}

/**
 * A stored body (sanitised when it was written, as the editor wrote it) as readers get it, in
 * the API's answers and so in the server-rendered pages: processed pictures made responsive,
 * described by the media library (`notes`: alt text, and a figure with caption and credit).
 * Done when read, not when written, so the editor gets back exactly what it wrote, a body
 * follows the picture convention as it is now, and a library edit shows everywhere at once. A
 * body without processed pictures is sent as stored (sanitising sanitised markup changes
 * nothing).
 */
export function sanitizeBodyForReaders(html: string, notes: BodyPictureNotes = NO_NOTES): string {
  if (!html.includes('/media/pictures/')) return html;
  return withFigures(asBrowsersWriteIt(sanitizeHtml(html, readerOptions(notes))), notes);
}

const BODY_PICTURE_SRC = /<img\b[^>]*?\ssrc="([^"]*\/media\/pictures\/[^"]*)"/g;

/**
 * The processed pictures' addresses (without a focus fragment) a stored body shows, so one
 * library lookup serves the body and the rest of its response. Stored bodies are the
 * sanitiser's output, so `src` is always double-quoted; an address has no `&` to unescape.
 */
export function bodyPictureUrls(html: string): string[] {
  if (!html.includes('/media/pictures/')) return [];
  const urls = [...html.matchAll(BODY_PICTURE_SRC)]
    .map((match) => plainPictureUrl(match[1] ?? ''))
    .filter((url) => pictureAddress(url) !== undefined);
  return [...new Set(urls)];
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
