import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from './MediaStore.ts';

// Both come from our code, not the upload, but a path built from them must never climb out of root.
const EXTENSION = /^[a-z0-9]{1,8}$/;
const FOLDER = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/i;

/**
 * Keeps media on the local disk as `<root>/<folder>/<yyyy>/<mm>/<24 hex>.<ext>`, served under
 * `urlPrefix`. The name is random so it says nothing about the uploader and cannot be guessed.
 */
export class LocalMediaStore implements MediaStore {
  private readonly urlPrefix: string;

  constructor(
    private readonly root: string,
    urlPrefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.urlPrefix = urlPrefix.endsWith('/') ? urlPrefix : `${urlPrefix}/`;
  }

  async put(bytes: Uint8Array, extension: string, folder: string): Promise<string> {
    if (!EXTENSION.test(extension)) {
      throw new Error(`LocalMediaStore: bad extension "${extension}"`);
    }
    if (!FOLDER.test(folder)) throw new Error(`LocalMediaStore: bad folder "${folder}"`);
    const date = this.now();
    const year = String(date.getUTCFullYear());
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(12).toString('hex')}.${extension}`;
    const directory = join(this.root, ...folder.split('/'), year, month);
    await mkdir(directory, { recursive: true });
    // 'wx' refuses to overwrite: a name collision is astronomically unlikely, but never silent.
    await writeFile(join(directory, name), bytes, { flag: 'wx' });
    return `${this.urlPrefix}${folder}/${year}/${month}/${name}`;
  }
}
