import sanitizeHtml from 'sanitize-html';

/** Ends of the blocks a body is made of: each becomes a line break of the plain text. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|blockquote|figcaption|figure|pre|tr)>|<br\s*\/?>/gi;

/**
 * A stored body as plain text, one paragraph a line, for showing what changed in it. Bodies are
 * stored sanitised by sanitize-html, so the same library strips the markup; only the entities
 * it writes back are turned into characters again.
 */
export function bodyPlainText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (end) => `${end}\n`),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
