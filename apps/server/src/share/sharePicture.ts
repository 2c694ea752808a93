import { createHash } from 'node:crypto';

/** Picture formats that messaging apps and social networks show in a link preview. */
const PREVIEWABLE = /\.(?:jpe?g|png|webp)$/i;

/** Whether link previews can show this picture as it is (judged by its file name). */
export function isPreviewablePicture(url: string): boolean {
  if (url === '') return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return PREVIEWABLE.test(path);
}

/** Changes whenever what the card shows changes, so a new card gets a new URL. */
export function shareCardVersion(card: {
  title: string;
  picture: string;
  siteName: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([card.title, card.picture, card.siteName]))
    .digest('base64url')
    .slice(0, 16);
}

/** The share card's path for an item: `/s/<lang>/<id>/card.png?v=<version>`. */
export function shareCardPath(lang: string, id: string, version: string): string {
  return `/s/${lang}/${id}/card.png?v=${version}`;
}
