/**
 * Image fields from the provider's API hold JSON text of a list such as
 * `[{"url":"/upload/a.png","name":"a.png"}]`, with paths relative to the content host.
 */

export const DEFAULT_SHARE_IMAGE_SIZE = '180x180';

/** First entry's `key` from an image field, or '' when there is nothing usable. */
export function parseImageField(value: unknown, key = 'url'): string {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return '';
    }
  }
  if (!Array.isArray(list)) return '';
  const first: unknown = list[0];
  if (typeof first !== 'object' || first === null) return '';
  // Own keys only: a key like 'constructor' must not pick up something from the prototype.
  if (!Object.hasOwn(first, key)) return '';
  const field: unknown = (first as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : '';
}

export function isAbsoluteUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

// Local previews (picked files, inline images) must reach the <img> untouched.
const INLINE_URL = /^(?:data|blob):/i;

export function resolveImageUrl(url: string, contentHost: string): string {
  if (url === '') return '';
  if (isAbsoluteUrl(url) || INLINE_URL.test(url)) return url;
  // Plain-http pages would otherwise load the image over http and trip mixed-content rules later.
  if (url.startsWith('//')) return `https:${url}`;
  return `${contentHost.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * A displayable URL from an image field: the JSON-text list the API uses (a field that does not
 * parse gives '') or a plain URL. Relative URLs stay relative: the site serves them, and
 * server-rendered HTML must carry the same URL the browser would. Here, beside what it uses,
 * so the reader app's screens that show pictures load no module of its own for it.
 */
export function imageSrc(field: string): string {
  return resolveImageUrl(field.startsWith('[') ? parseImageField(field) : field, '');
}

const COMPRESSIBLE_EXTENSIONS = new Set(['gif', 'jpg', 'jpeg', 'png', 'webp']);

/**
 * Whether the content host can serve a resized copy: only raster formats it knows, and only when a
 * `WIDTHxHEIGHT` size was asked for.
 */
export function canCompressImage(fileName: string, size: string): boolean {
  if (!size.includes('x')) return false;
  const path = fileName.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot < 0) return false;
  return COMPRESSIBLE_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}
