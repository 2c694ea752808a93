import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX, type MediaFile } from './MediaStore.ts';
import type { ServedMediaStore } from './ServedMediaStore.ts';
import {
  checkName,
  fileKey,
  folderKey,
  IMMUTABLE_CACHE_CONTROL,
  keyOf,
  publicPath,
  setKeyOf,
} from './mediaNames.ts';

/**
 * Media in a directory: `DATA_DIR/media` by default, or `MEDIA_DIR` — in a cluster a volume every
 * instance mounts. Files are written aside and renamed into place, so a reader (another instance
 * on the same volume included) sees a file, or a set of files, whole or not at all.
 */
export class DirectoryMediaStore implements ServedMediaStore {
  readonly maxFileBytes = Number.POSITIVE_INFINITY;
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  async put(bytes: Uint8Array, extension: string, folder: string): Promise<string> {
    const key = fileKey(bytes, extension, folder);
    const file = join(this.#root, key);
    // The name is the content: a file already there holds these very bytes.
    if (!(await exists(file))) {
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${aside()}.tmp`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    }
    return publicPath(key);
  }

  async putFolder(files: readonly MediaFile[], folder: string): Promise<string> {
    const key = folderKey(files, folder);
    const target = join(this.#root, key);
    if (!(await exists(target))) {
      const partial = `${target}.${aside()}.tmp`;
      try {
        for (const file of files) {
          const path = join(partial, file.name);
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, file.bytes);
        }
        await rename(partial, target);
      } catch (error) {
        // Another writer put the same set in place first: it holds the same bytes.
        if (!(await exists(target))) throw error;
      } finally {
        await rm(partial, { recursive: true, force: true });
      }
    }
    return `${publicPath(key)}/`;
  }

  async addToFolder(path: string, files: readonly MediaFile[]): Promise<void> {
    const key = setKeyOf(path);
    const folder = key === undefined ? undefined : resolve(this.#root, key);
    if (!folder?.startsWith(`${this.#root}${sep}`) || !(await exists(folder)))
      throw new Error(`media store: no set at "${path}"`);
    for (const file of files) checkName(file.name);
    for (const file of files) {
      const target = join(folder, file.name);
      if (await exists(target)) continue;
      await mkdir(dirname(target), { recursive: true });
      // Written aside (its name ends in `.tmp`, never served) and renamed into place whole.
      const partial = `${target}.${aside()}.tmp`;
      try {
        await writeFile(partial, file.bytes);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    }
  }

  async read(path: string): Promise<Buffer | undefined> {
    const key = keyOf(path);
    if (key === undefined) return undefined;
    const file = resolve(this.#root, key);
    if (!file.startsWith(`${this.#root}${sep}`)) return undefined;
    try {
      return await readFile(file);
    } catch {
      return undefined;
    }
  }

  async remove(path: string): Promise<void> {
    const key = keyOf(path);
    if (key === undefined) return;
    const file = resolve(this.#root, key);
    if (!file.startsWith(`${this.#root}${sep}`)) return;
    await rm(file, { force: true });
  }

  async removeFolder(path: string): Promise<MediaFile[]> {
    const key = setKeyOf(path);
    if (key === undefined) return [];
    const folder = resolve(this.#root, key);
    if (!folder.startsWith(`${this.#root}${sep}`)) return [];
    let names: string[];
    try {
      names = await readdir(folder, { recursive: true });
    } catch {
      return [];
    }
    const files: MediaFile[] = [];
    for (const name of names) {
      const file = join(folder, name);
      if (!(await stat(file)).isFile()) continue;
      files.push({
        name: relative(folder, file).split(sep).join('/'),
        bytes: await readFile(file),
      });
    }
    await rm(folder, { recursive: true, force: true });
    return files;
  }

  async serve(app: FastifyInstance): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    await app.register(fastifyStatic, {
      root: this.#root,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      cacheControl: false,
      // Sets being written (`*.tmp`) are not served.
      allowedPath: (pathName) => !/\.tmp(\/|$)/.test(pathName),
      setHeaders: (reply) => {
        reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      },
    });
  }
}

function aside(): string {
  return `${String(process.pid)}-${randomBytes(4).toString('hex')}`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
