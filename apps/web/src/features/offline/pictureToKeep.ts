import { pictureAddress, renditionUrl } from '@news/contract/pictures';

/** A rendition's file name, `w<N>.<format>`, and the width it says. */
const RENDITION_NAME = /^w(\d+)\.(?:webp|jpg)$/;

/**
 * The file of a picture the shelf keeps, for a picture at `url` (absolute, on this site). For a
 * processed picture (docs/adr/0024-pictures.md): the largest of its renditions among `shown`, the
 * files the page's images display (their `currentSrc`), else its WebP rendition for `width`
 * device pixels, the width the page draws it at. Never its address: that file is the 1280-px JPEG
 * for clients that know no renditions, several times the bytes of what the reader saw, and
 * offline the worker answers whichever rendition a screen asks for with the folder's kept file.
 * Any other picture is kept as it is.
 */
export function pictureToKeep(url: string, shown: readonly string[], width: number): string {
  const picture = pictureAddress(url);
  if (!picture) return url;
  let kept: { url: string; width: number } | undefined;
  for (const file of shown) {
    if (!file.startsWith(picture.base)) continue;
    const rendition = RENDITION_NAME.exec(file.slice(picture.base.length));
    const fileWidth = Number(rendition?.[1] ?? 0);
    if (rendition && fileWidth > (kept?.width ?? 0)) kept = { url: file, width: fileWidth };
  }
  return kept?.url ?? renditionUrl(picture, width, 'webp');
}
