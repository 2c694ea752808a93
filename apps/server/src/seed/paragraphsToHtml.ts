import { escapeHtml } from '../content/escapeHtml.ts';

/**
 * Article body HTML from plain paragraphs, with subheadings before the paragraphs they introduce
 * and an optional figure after the first paragraph.
 */
export function paragraphsToHtml(
  paragraphs: readonly string[],
  subheadings: Readonly<Record<string, string>> = {},
  figure?: { src: string; caption: string },
): string {
  const parts: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const heading = subheadings[String(index)];
    if (heading) parts.push(`<h2>${escapeHtml(heading)}</h2>`);
    parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (index === 0 && figure) {
      // The demo picture is a drawn landscape, not a photograph of the story: the caption says
      // what it stands for, and a screen reader reads it once, not again as the picture's alt.
      parts.push(
        `<figure><img src="${escapeHtml(figure.src)}" alt="" width="640" height="360" loading="lazy"><figcaption>${escapeHtml(figure.caption)}</figcaption></figure>`,
      );
    }
  });
  return parts.join('\n');
}
