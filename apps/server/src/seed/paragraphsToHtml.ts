import { escapeHtml } from '../content/escapeHtml.ts';

/**
 * Article body HTML from plain paragraphs, with subheadings before the paragraphs they introduce
 * and an optional figure after the first paragraph.
 */
export function paragraphsToHtml(
  paragraphs: readonly string[],
  subheadings: Readonly<Record<string, string>> = {},
  figure?: { src: string; alt: string; width: number; height: number; caption: string },
): string {
  const parts: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const heading = subheadings[String(index)];
    if (heading) parts.push(`<h2>${escapeHtml(heading)}</h2>`);
    parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (index === 0 && figure) {
      // The alt text says what is in the photograph (the library's words for it); the caption
      // says what it stands for in the story.
      parts.push(
        `<figure><img src="${escapeHtml(figure.src)}" alt="${escapeHtml(figure.alt)}" width="${String(figure.width)}" height="${String(figure.height)}" loading="lazy"><figcaption>${escapeHtml(figure.caption)}</figcaption></figure>`,
      );
    }
  });
  return parts.join('\n');
}
