import type { ItemDocument } from '@news/contract/console/itemSchemas';
import { pictureAddress, plainPictureUrl, renditionUrl } from '@news/contract/pictures';

/** A picture in an article's body as the editor wrote it. */
export interface BodyPicture {
  url: string;
  alt: string;
}

/** The `<img>` of a body's markup, read by the browser's own HTML parser. */
export function bodyPictures(html: string): BodyPicture[] {
  if (!html.includes('<img')) return [];
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return [...parsed.querySelectorAll('img')].map((img) => ({
    url: img.getAttribute('src') ?? '',
    alt: (img.getAttribute('alt') ?? '').trim(),
  }));
}

/** The address the library keeps for a processed picture, or undefined for any other URL. */
export function libraryUrl(url: string): string | undefined {
  return pictureAddress(url) ? plainPictureUrl(url) : undefined;
}

/**
 * The processed pictures an item shows readers, each once: its cover, a topic's banner, a
 * gallery's pictures and the pictures in its body. Other URLs (drawings, outside addresses) are
 * not in the library and are left out.
 */
export function itemPictureUrls(document: ItemDocument): string[] {
  const urls = [document.cover];
  switch (document.publishType) {
    case 'TUWEN':
    case 'SHIPING':
      urls.push(...bodyPictures(document.body).map((picture) => picture.url));
      break;
    case 'TUSHUO':
    case 'TUJIE':
      urls.push(...document.images.map((image) => image.url));
      break;
    case 'SPECIAL':
      urls.push(document.topic.banner);
      break;
    case 'SHIPINGLIST':
    case 'authPublishPlayback':
      break;
  }
  return [...new Set(urls.map(libraryUrl).filter((url) => url !== undefined))];
}

/** The body's processed pictures that carry alt text of their own in the markup. */
export function bodyPicturesWithAlt(document: ItemDocument): Set<string> {
  if (document.publishType !== 'TUWEN' && document.publishType !== 'SHIPING') return new Set();
  return new Set(
    bodyPictures(document.body)
      .filter((picture) => picture.alt !== '')
      .map((picture) => libraryUrl(picture.url))
      .filter((url) => url !== undefined),
  );
}

/** A small rendition for a thumbnail: the library's pictures are camera-sized. */
export function thumbnailUrl(url: string): string {
  const picture = pictureAddress(url);
  return picture ? renditionUrl(picture, 320, 'webp') : url;
}
