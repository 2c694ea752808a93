import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, MediaFilesTable } from '../db/schema.ts';
import { MEDIA_URL_PREFIX, type MediaFile } from './MediaStore.ts';
import type { ServedMediaStore } from './ServedMediaStore.ts';
import {
  checkName,
  checkSize,
  contentTypeOf,
  fileKey,
  folderKey,
  IMMUTABLE_CACHE_CONTROL,
  keyOf,
  setKeyOf,
  publicPath,
} from './mediaNames.ts';

/** Small files only: each is read whole into memory to be served. */
export const POSTGRES_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Media in PostgreSQL itself (`MEDIA_STORE=postgres`, table `media_files`): a cluster then needs
 * no shared volume, and the files are in the database's backups. Meant for small files
 * (avatars, pictures, HLS segments; at most 16 MB each); a file is sent whole, without ranges.
 */
export class PostgresMediaStore implements ServedMediaStore {
  readonly maxFileBytes = POSTGRES_MEDIA_MAX_BYTES;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(bytes: Uint8Array, extension: string, folder: string): Promise<string> {
    checkSize(bytes, this.maxFileBytes);
    const key = fileKey(bytes, extension, folder);
    await this.db
      .insertInto('media_files')
      .values(this.#row(key, bytes))
      .onConflict((conflict) => conflict.column('path').doNothing())
      .execute();
    return publicPath(key);
  }

  async putFolder(files: readonly MediaFile[], folder: string): Promise<string> {
    for (const file of files) checkSize(file.bytes, this.maxFileBytes);
    const key = folderKey(files, folder);
    // One transaction: readers see the whole set or none of it.
    await this.db.transaction().execute(async (trx) => {
      for (const file of files)
        await trx
          .insertInto('media_files')
          .values(this.#row(`${key}/${file.name}`, file.bytes))
          .onConflict((conflict) => conflict.column('path').doNothing())
          .execute();
    });
    return `${publicPath(key)}/`;
  }

  async addToFolder(path: string, files: readonly MediaFile[]): Promise<void> {
    const key = setKeyOf(path);
    if (key === undefined) throw new Error(`media store: no set at "${path}"`);
    for (const file of files) {
      checkName(file.name);
      checkSize(file.bytes, this.maxFileBytes);
    }
    const prefix = `${key}/`;
    await this.db.transaction().execute(async (trx) => {
      const held = await trx
        .selectFrom('media_files')
        .select('path')
        .where(sql<string>`left(path, ${prefix.length})`, '=', prefix)
        .limit(1)
        .executeTakeFirst();
      if (!held) throw new Error(`media store: no set at "${path}"`);
      for (const file of files)
        await trx
          .insertInto('media_files')
          .values(this.#row(`${prefix}${file.name}`, file.bytes))
          .onConflict((conflict) => conflict.column('path').doNothing())
          .execute();
    });
  }

  async read(path: string): Promise<Buffer | undefined> {
    const key = keyOf(path);
    if (key === undefined) return undefined;
    const row = await this.db
      .selectFrom('media_files')
      .select('bytes')
      .where('path', '=', key)
      .executeTakeFirst();
    return row?.bytes;
  }

  async remove(path: string): Promise<void> {
    const key = keyOf(path);
    if (key === undefined) return;
    await this.db.deleteFrom('media_files').where('path', '=', key).execute();
  }

  async removeFolder(path: string): Promise<MediaFile[]> {
    const key = setKeyOf(path);
    if (key === undefined) return [];
    const prefix = `${key}/`;
    // A prefix compared as text, not LIKE: folder names may hold `_`, a LIKE wildcard.
    const rows = await this.db
      .deleteFrom('media_files')
      .where(sql<string>`left(path, ${prefix.length})`, '=', prefix)
      .returning(['path', 'bytes'])
      .execute();
    return rows.map((row) => ({ name: row.path.slice(prefix.length), bytes: row.bytes }));
  }

  serve(app: FastifyInstance): Promise<void> {
    app.get(`${MEDIA_URL_PREFIX}*`, (request, reply) => this.#send(request, reply));
    return Promise.resolve();
  }

  async #send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const key = keyOf(request.url.split('?', 1)[0] ?? '');
    const row =
      key === undefined
        ? undefined
        : await this.db
            .selectFrom('media_files')
            .select(['content_type', 'sha256', 'bytes'])
            .where('path', '=', key)
            .executeTakeFirst();
    if (!row) {
      reply.callNotFound();
      return reply;
    }
    const etag = `"${row.sha256.slice(0, 32)}"`;
    reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL).header('ETag', etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag))
      return reply.status(304).send();
    return reply.type(row.content_type).send(row.bytes);
  }

  #row(path: string, bytes: Uint8Array): MediaFilesTable {
    return {
      path,
      content_type: contentTypeOf(path),
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: Buffer.from(bytes),
      created_at: this.now().toISOString(),
    };
  }
}
