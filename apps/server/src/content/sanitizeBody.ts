import sanitizeHtml from 'sanitize-html';

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
