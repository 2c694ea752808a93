import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { MEDIA_URL_PREFIX, type MediaFile } from './MediaStore.ts';

// Folders and extensions come from our code, names inside a set from our own producers; a path
// built from them must still never climb out of the store, nor land on the demo media's routes.
const EXTENSION = /^[a-z0-9]{1,8}$/;
const FOLDER = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;
const RESERVED_FOLDERS = new Set(['demo', 'live']);
const NAME_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Every stored file is served as immutable: its name changes whenever its bytes would. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function checkFolder(folder: string): void {
  if (!FOLDER.test(folder) || RESERVED_FOLDERS.has(folder.split('/')[0] ?? ''))
    throw new Error(`media store: bad folder "${folder}"`);
}

export function checkExtension(extension: string): void {
  if (!EXTENSION.test(extension)) throw new Error(`media store: bad extension "${extension}"`);
}

export function checkSize(bytes: Uint8Array, maxFileBytes: number): void {
  if (bytes.length > maxFileBytes)
    throw new Error(
      `media store: ${String(bytes.length)} bytes is over this store's ${String(maxFileBytes)}`,
    );
}

/** The key (path under `/media/`) of a single file: `<folder>/<hh>/<hash>.<extension>`. */
export function fileKey(bytes: Uint8Array, extension: string, folder: string): string {
  checkFolder(folder);
  checkExtension(extension);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${folder}/${hash.slice(0, 2)}/${hash}.${extension}`;
}

/** The key of a set's folder, `<folder>/<hash>`, from every name and its bytes. */
export function folderKey(files: readonly MediaFile[], folder: string): string {
  checkFolder(folder);
  if (files.length === 0) throw new Error('media store: a folder needs at least one file');
  const names = new Set<string>();
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    checkName(file.name);
    if (names.has(file.name)) throw new Error(`media store: "${file.name}" is there twice`);
    names.add(file.name);
    hash.update(`${file.name}\0${String(file.bytes.length)}\0`).update(file.bytes);
  }
  return `${folder}/${hash.digest('hex').slice(0, 32)}`;
}

export function checkName(name: string): void {
  const segments = name.split('/');
  if (segments.some((segment) => !NAME_SEGMENT.test(segment) || /^\.+$/.test(segment)))
    throw new Error(`media store: bad file name "${name}"`);
}

export function publicPath(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The key of a public path, or undefined when it is not one a store could hold. */
export function keyOf(path: string): string | undefined {
  if (!path.startsWith(MEDIA_URL_PREFIX)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(MEDIA_URL_PREFIX.length));
  } catch {
    return undefined;
  }
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return undefined;
  if (/[\0\\]/.test(key)) return undefined;
  return key;
}

/**
 * The key of a set's public folder path (`putFolder`'s answer, its trailing slash optional), or
 * undefined when the path does not end in a set's hash: a removal must never take a whole folder
 * of sets (`/media/pictures/`) for one.
 */
export function setKeyOf(path: string): string | undefined {
  const key = keyOf(path.endsWith('/') ? path.slice(0, -1) : path);
  if (key === undefined || !/^[a-z0-9_/-]+\/[0-9a-f]{32}$/.test(key)) return undefined;
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}
