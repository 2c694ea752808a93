import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import { refusal } from '../../testing/refusal.ts';
import { fileSourceOf } from '../../testing/fileSourceOf.ts';
import { pngImage } from '../../testing/imageFixtures.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../../testing/TestRows.ts';
import { useServices } from '../../testing/useServices.ts';
import { ReaderUploadsRepository } from '../../repositories/ReaderUploadsRepository.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { repositoriesOver } from '../Repositories.ts';
import { UploadSweeper } from './UploadSweeper.ts';
import {
  TABLES_WITHOUT_UPLOADS,
  UPLOAD_REFERENCE_COLUMNS,
} from '../../repositories/UploadReferencesRepository.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('the sweep of unused uploads on $name', (engine) => {
  // A grace period of two hours, so the clock need not move a day.
  const fixture = useServices(engine, () => ({
    UPLOAD_GRACE_MINUTES: '120',
    UPLOAD_DAILY_FILES: '500',
  }));
  const services = () => fixture.services;
  const clock = () => fixture.data.clock;
  const rows = () => fixture.data.rows;
  let picture = 0;

  /** A new picture (new bytes: a new address) uploaded by `reader`. */
  async function upload(reader: SignedInReader): Promise<string> {
    picture += 1;
    const { url } = await services().uploads.uploadImage(
      reader,
      fileSourceOf(pngImage({ width: picture, height: 1 }), 'p.png'),
    );
    return url;
  }

  const stored = async (url: string) => (await services().media.read(url)) !== undefined;

  /** Sweeps until nothing more is waiting, as the background work does. */
  async function sweepAll(): Promise<string[]> {
    const removed: string[] = [];
    for (;;) {
      const turn = await services().uploadSweeper.sweep();
      removed.push(...turn.removed);
      if (!turn.more) return removed;
    }
  }

  it('removes an upload nothing refers to only once the grace period has passed', async () => {
    const reader = await fixture.reader();
    const unused = await upload(reader);
    // A picture is a folder (ADR 0024): the address's file, renditions, share card, source.
    const folder = unused.replace(/[^/]+$/, '');
    const others = ['w1.webp', 'w1.jpg', 'og.jpg', 'source.jpg'].map((name) => folder + name);
    clock().advance(HOUR);
    expect(await sweepAll()).toEqual([]);
    expect(await stored(unused)).toBe(true);
    for (const file of others)
      expect({ file, stored: await stored(file) }).toEqual({ file, stored: true });
    clock().advance(HOUR + 1);
    expect(await sweepAll()).toEqual([unused]);
    expect(await stored(unused)).toBe(false);
    // The whole folder went, not just the file at the address.
    for (const file of others)
      expect({ file, stored: await stored(file) }).toEqual({ file, stored: false });
    // Its record went with it: the reader can no longer choose it as an avatar.
    await expect(services().profiles.update(reader, { avatar: unused })).rejects.toEqual(
      refusal('error.avatarNotOwnUpload'),
    );
    // Many unused uploads are removed in turns, every one of them.
    const many: string[] = [];
    for (let i = 0; i < 60; i++) many.push(await upload(reader));
    clock().advance(3 * HOUR);
    expect((await sweepAll()).sort()).toEqual([...many].sort());
  });

  it('keeps every upload something refers to, and removes it once nothing does', async () => {
    const reader = await fixture.reader();
    const siteId = TEST_SITE_ID;
    const url: Record<string, string> = {};
    const kinds = [
      'avatar',
      'itemImg',
      'itemBody',
      'itemPicture',
      'comment',
      'feedback',
      'report',
      'message',
      'liveCover',
      'liveMessage',
      'topicCover',
      'seriesCover',
      'ad',
      'siteSetting',
      'revision',
      'agreement',
      'audit',
    ];
    for (const kind of kinds) url[kind] = await upload(reader);
    const at = (kind: string): string => url[kind] ?? '';
    const unused = await upload(reader);

    await services().profiles.update(reader, { avatar: at('avatar') });
    const item = await rows().item({
      img: JSON.stringify([{ url: at('itemImg') }]),
      body_html: `<p>Seen by a reader</p><img src="https://news.example${at('itemBody')}">`,
    });
    await fixture.data.db
      .insertInto('content_images')
      .values({
        content_id: item,
        position: 0,
        url: at('itemPicture'),
        caption: '',
        width: 1,
        height: 1,
      })
      .execute();
    await rows().comment({ content_id: item, user_id: reader.id, body: `look ${at('comment')}` });
    await rows().feedback({
      user_id: reader.id,
      body: `a picture of the problem: ${at('feedback')}`,
    });
    await rows().report({
      user_id: reader.id,
      target_type: 'content',
      target_id: item,
      detail: at('report'),
    });
    await fixture.data.db
      .insertInto('messages')
      .values({
        user_id: reader.id,
        kind: 'system',
        body: at('message'),
        created_at: clock().iso(),
      })
      .execute();
    const live = await rows().live({ cover_img: at('liveCover') });
    await fixture.data.db
      .insertInto('live_messages')
      .values({
        live_id: live,
        kind: 'host',
        author: 'Host',
        content: '',
        image: at('liveMessage'),
        created_at: clock().iso(),
      })
      .execute();
    await rows().special({ cover_img: at('topicCover') });
    await rows().collection({ cover: at('seriesCover') });
    await rows().ad({ img: at('ad') });
    await fixture.data.db
      .insertInto('mdiy_config')
      .values({ site_id: siteId, key: 'logo', value: at('siteSetting') })
      .execute();
    await fixture.data.db
      .insertInto('content_revisions')
      .values({
        content_id: item,
        revision: 1,
        action: 'save',
        title: 'Before',
        snapshot: JSON.stringify({ img: [{ url: at('revision') }] }),
        staff_id: null,
        staff_name: 'editor',
        created_at: clock().iso(),
      })
      .execute();
    await fixture.data.db
      .insertInto('agreements')
      .values({
        site_id: siteId,
        kind: 'terms',
        version: 1,
        body: `<img src="${at('agreement')}">`,
        created_at: clock().iso(),
        created_by: null,
        created_by_name: 'admin',
      })
      .execute();
    await fixture.data.db
      .insertInto('audit_log')
      .values({
        created_at: clock().iso(),
        actor_type: 'staff',
        actor_id: null,
        actor_name: 'editor',
        action: 'content.update',
        target_type: 'content',
        target_id: String(item),
        site_id: siteId,
        before_json: JSON.stringify({ img: at('audit') }),
        after_json: null,
      })
      .execute();

    clock().advance(3 * HOUR);
    expect(await sweepAll()).toEqual([unused]);
    for (const kind of kinds)
      expect({ kind, kept: await stored(at(kind)) }).toEqual({ kind, kept: true });

    // Looked at again after another grace period, still in use: still kept.
    clock().advance(3 * HOUR);
    expect(await sweepAll()).toEqual([]);

    // A new avatar: the old one is in use nowhere now, and goes after its grace period.
    const next = await upload(reader);
    await services().profiles.update(reader, { avatar: next });
    clock().advance(3 * HOUR);
    expect(await sweepAll()).toEqual([at('avatar')]);
    expect(await stored(at('avatar'))).toBe(false);
    expect(await stored(next)).toBe(true);
  });

  it('keeps a file another reader uploaded too until that upload goes as well', async () => {
    const first = await fixture.reader();
    const second = await fixture.reader();
    const bytes = pngImage({ width: 7, height: 7 });
    const a = await services().uploads.uploadImage(first, fileSourceOf(bytes, 'a.png'));
    clock().advance(HOUR);
    const b = await services().uploads.uploadImage(second, fileSourceOf(bytes, 'b.png'));
    expect(b.url).toBe(a.url);
    clock().advance(HOUR + 1);
    // The first reader's record is past its grace period, the second's is not: the file stays.
    expect(await sweepAll()).toEqual([]);
    expect(await stored(a.url)).toBe(true);
    clock().advance(HOUR);
    expect(await sweepAll()).toEqual([a.url]);
    expect(await stored(a.url)).toBe(false);
  });

  it('still removes an unused upload stored as one file, before pictures were folders', async () => {
    const reader = await fixture.reader();
    const old = await services().media.put(pngImage({ width: 3, height: 3 }), 'png', 'uploads');
    expect(old).toMatch(/^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    const kept = await services().media.put(pngImage({ width: 4, height: 3 }), 'png', 'uploads');
    const records = new ReaderUploadsRepository(fixture.data.db);
    await records.record(reader.id, old, 100, clock().iso());
    await records.record(reader.id, kept, 100, clock().iso());
    // An old address still works as the reader's avatar, and what an avatar names is kept.
    await services().profiles.update(reader, { avatar: kept });
    clock().advance(3 * HOUR);
    expect(await sweepAll()).toEqual([old]);
    expect(await stored(old)).toBe(false);
    expect(await stored(kept)).toBe(true);
  });

  it('puts a picture’s folder back when the same picture is uploaded again while it goes', async () => {
    const reader = await fixture.reader();
    const bytes = pngImage({ width: 6, height: 4 });
    const { url } = await services().uploads.uploadImage(reader, fileSourceOf(bytes, 'a.png'));
    const media = services().media;
    let again: Promise<unknown> = Promise.resolve();
    // The reader uploads the same picture again just as the sweeper removes its folder: the
    // upload records first, and finds the folder still there, so it stores nothing.
    const racing: MediaStore = {
      maxFileBytes: media.maxFileBytes,
      put: (b, extension, folder) => media.put(b, extension, folder),
      putFolder: (files, folder) => media.putFolder(files, folder),
      addToFolder: (path, files) => media.addToFolder(path, files),
      read: (path) => media.read(path),
      remove: (path) => media.remove(path),
      removeFolder: async (path) => {
        again = new ReaderUploadsRepository(fixture.data.db).record(
          reader.id,
          url,
          1,
          clock().iso(),
        );
        await again;
        return media.removeFolder(path);
      },
    };
    const sweeper = new UploadSweeper(
      repositoriesOver(fixture.data.db, fixture.data.database.dialect),
      racing,
      { graceMs: 2 * HOUR },
      clock(),
    );
    clock().advance(3 * HOUR);
    expect((await sweeper.sweep()).removed).toEqual([]);
    await again;
    // Every file of the folder is back at its address.
    for (const name of [url.replace(/^.*\//, ''), 'w6.webp', 'og.jpg', 'source.jpg'])
      expect({ name, stored: await stored(url.replace(/[^/]+$/, name)) }).toEqual({
        name,
        stored: true,
      });
  });

  it('starts the grace period again when the reader uploads the same picture again', async () => {
    const reader = await fixture.reader();
    const bytes = pngImage({ width: 5, height: 5 });
    const { url } = await services().uploads.uploadImage(reader, fileSourceOf(bytes, 'a.png'));
    clock().advance(HOUR + HOUR / 2);
    await services().uploads.uploadImage(reader, fileSourceOf(bytes, 'a.png'));
    clock().advance(HOUR);
    expect(await sweepAll()).toEqual([]);
    expect(await stored(url)).toBe(true);
  });

  it('looks in every column it names, and every table is either searched or said to hold no upload', async () => {
    const { rows: found } =
      engine.name === 'postgres'
        ? await sql<{
            name: string;
          }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(
            fixture.data.db,
          )
        : await sql<{
            name: string;
          }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(
            fixture.data.db,
          );
    const known = new Set([
      ...Object.keys(UPLOAD_REFERENCE_COLUMNS),
      ...TABLES_WITHOUT_UPLOADS,
      'kysely_migration',
      'kysely_migration_lock',
    ]);
    const unclassified = found
      .map((r) => r.name)
      // SQLite's full-text index keeps its rows in shadow tables named after it.
      .filter((name) => !known.has(name) && !name.startsWith('search_fts_'));
    expect(unclassified, 'add each new table to UploadReferencesRepository.ts').toEqual([]);
    for (const [table, columns] of Object.entries(UPLOAD_REFERENCE_COLUMNS))
      for (const column of columns)
        await sql`SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE 1 = 0`.execute(
          fixture.data.db,
        );
  });
});
