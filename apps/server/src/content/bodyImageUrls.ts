import sanitizeHtml from 'sanitize-html';

/**
 * The `src` of every `<img>` of a body, in order. Bodies are stored sanitised by sanitize-html, so
 * the same parser reads them back here (a regular expression would miss quoting and entity forms).
 */
export function bodyImageUrls(html: string): string[] {
  if (!html.includes('<img')) return [];
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) found.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return found;
}
