import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryListSchema } from '@news/contract/console/auditSchemas';
import {
  bulkResultSchema,
  itemDetailSchema,
  itemPageSchema,
  revisionListSchema,
  type ItemDetail,
  type ItemDocument,
} from '@news/contract/console/itemSchemas';
import { contentDetailSchema, contentPageSchema } from '@news/contract/contentSchemas';
import { PUBLISH_TYPES } from '@news/contract/publishTypes';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { readerApi } from '../../testing/readerApi.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

describe.each(testEngines())(
  'writing and publishing items through the console on $name',
  (engine) => {
    let database: TestDatabase;
    let server: TestServer;
    let editor: ConsoleClient;
    let channel: string;

    const create = async (doc: ItemDocument): Promise<ItemDetail> => {
      const answer = await editor.call('POST', '/items', { document: doc });
      expect(answer.status, answer.body.msg).toBe(200);
      return itemDetailSchema.parse(answer.body.data);
    };
    const act = async (id: string, action: string, body: unknown): Promise<ItemDetail> => {
      const answer = await editor.call('POST', `/items/${id}/${action}`, body);
      expect(answer.status, answer.body.msg).toBe(200);
      return itemDetailSchema.parse(answer.body.data);
    };
    const readerDetail = async (id: string) =>
      readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', { id });

    beforeAll(async () => {
      database = await engine.open();
      await seedTestSites(database, ['en']);
      server = await startTestServer(database, { TEST_CLOCK: 'settable' });
      editor = await signedInStaff(server.baseUrl, database, 'writer', 'editor', ['en']);
      channel = await channelOf(database, 'en', 'news');
    });
    afterAll(async () => {
      await server.close();
      await database.close();
    });

    it('keeps a draft from readers, and publishing shows it at once in the feed, its page and search', async () => {
      const draft = await create(
        documentOf('TUWEN', 'en', channel, { title: 'Harbour bridge reopens' }),
      );
      expect(draft).toMatchObject({ status: 'draft', version: 1, createdBy: 'writer' });
      expect((await readerDetail(draft.id)).code).toBe(0);
      // The reader API keeps public reads for a moment: this one is now cached without the item.
      const before = await readerApi(server.baseUrl, 'en', '/cms/content/commonList');
      expect(JSON.stringify(before)).not.toContain('Harbour bridge reopens');

      await act(draft.id, 'publish', { version: draft.version });
      const detail = contentDetailSchema.parse((await readerDetail(draft.id)).data);
      expect(detail.title).toBe('Harbour bridge reopens');
      expect(detail.content).toBe(
        '<p><strong>Bold</strong> words and a <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a>.</p>',
      );
      const list = contentPageSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/cms/content/commonList')).data,
      );
      expect(list.rows[0]?.title).toBe('Harbour bridge reopens');
      const found = contentPageSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/es/app/search.do', { keyword: 'harbour' }, 'POST'))
          .data,
      );
      expect(found.rows.map((r) => r.id)).toContain(draft.id);
    });

    it('refuses a save made from an old version (409) and keeps the newer one', async () => {
      const item = await create(documentOf('TUWEN', 'en', channel, { title: 'First words' }));
      const first = await editor.call('PUT', `/items/${item.id}`, {
        version: 1,
        document: { ...item.document, title: 'Second words' },
      });
      expect(first.status).toBe(200);
      const late = await editor.call('PUT', `/items/${item.id}`, {
        version: 1,
        document: { ...item.document, title: 'Lost words' },
      });
      expect(late.status).toBe(409);
      expect(late.body.reason).toBe('stale');
      const now = itemDetailSchema.parse((await editor.get(`/items/${item.id}`)).body.data);
      expect(now).toMatchObject({ version: 2, document: { title: 'Second words' } });
    });

    it('shows an edit of a published item to readers at once, and restores an earlier revision', async () => {
      const item = await create(documentOf('TUWEN', 'en', channel, { title: 'Original headline' }));
      const published = await act(item.id, 'publish', { version: item.version });
      expect(contentDetailSchema.parse((await readerDetail(item.id)).data).title).toBe(
        'Original headline',
      );
      const saved = await editor.call('PUT', `/items/${item.id}`, {
        version: published.version,
        document: { ...published.document, title: 'Corrected headline' },
      });
      const edited = itemDetailSchema.parse(saved.body.data);
      expect(contentDetailSchema.parse((await readerDetail(item.id)).data).title).toBe(
        'Corrected headline',
      );

      const revisions = revisionListSchema.parse(
        (await editor.get(`/items/${item.id}/revisions`)).body.data,
      );
      expect(revisions.map((r) => [r.revision, r.action, r.title])).toEqual([
        [2, 'save', 'Corrected headline'],
        [1, 'create', 'Original headline'],
      ]);
      const restored = await act(item.id, 'revisions/1/restore', { version: edited.version });
      expect(restored.document.title).toBe('Original headline');
      expect(contentDetailSchema.parse((await readerDetail(item.id)).data).title).toBe(
        'Original headline',
      );
      const after = revisionListSchema.parse(
        (await editor.get(`/items/${item.id}/revisions`)).body.data,
      );
      expect(after[0]).toMatchObject({
        revision: 3,
        action: 'restore',
        title: 'Original headline',
        staffName: 'writer',
      });

      const history = auditEntryListSchema.parse(
        (await editor.get(`/items/${item.id}/history`)).body.data,
      );
      expect(history.map((h) => [h.action, h.actorName])).toEqual([
        ['content.restore', 'writer'],
        ['content.save', 'writer'],
        ['content.publish', 'writer'],
        ['content.create', 'writer'],
      ]);
      expect(history[1]?.before).toMatchObject({ document: { title: 'Original headline' } });
      expect(history[1]?.after).toMatchObject({ document: { title: 'Corrected headline' } });
    });

    it('publishes a scheduled item when the clock reaches its time, not before', async () => {
      const item = await create(documentOf('TUWEN', 'en', channel, { title: 'Tomorrow’s story' }));
      const past = await editor.call('POST', `/items/${item.id}/schedule`, {
        at: '2020-01-01T00:00:00Z',
        version: 1,
      });
      expect(past.status).toBe(400);
      expect(past.body.msg).toBe('Choose a time in the future.');
      const clock = async (advanceMs: number): Promise<{ now: string; published: string[] }> =>
        (await new ConsoleClient(server.baseUrl).call('POST', '/testing/clock', { advanceMs })).body
          .data as { now: string; published: string[] };
      // Within the session's idle time, so the editor stays signed in while the clock moves.
      const at = new Date(Date.parse((await clock(0)).now) + 50 * 60_000).toISOString();
      const scheduled = await act(item.id, 'schedule', { at, version: 1 });
      expect(scheduled).toMatchObject({ status: 'scheduled', publishDate: at });
      expect((await readerDetail(item.id)).code).toBe(0);

      expect((await clock(20 * 60_000)).published).toEqual([]);
      expect((await readerDetail(item.id)).code).toBe(0);
      expect((await clock(40 * 60_000)).published).toEqual([item.id]);
      expect(contentDetailSchema.parse((await readerDetail(item.id)).data).title).toBe(
        'Tomorrow’s story',
      );
      const history = auditEntryListSchema.parse(
        (await editor.get(`/items/${item.id}/history`)).body.data,
      );
      expect(history[0]).toMatchObject({
        action: 'content.publish',
        actorType: 'system',
        actorName: 'scheduler',
      });
    });

    it('publishes and unpublishes in bulk, saying why an item was refused', async () => {
      const ready = await create(documentOf('TUWEN', 'en', channel, { title: 'Ready one' }));
      const empty = await create(
        documentOf('TUWEN', 'en', channel, { title: 'Empty one', body: '<p></p>' }),
      );
      const result = bulkResultSchema.parse(
        (await editor.call('POST', '/items/bulk', { action: 'publish', ids: [ready.id, empty.id] }))
          .body.data,
      );
      expect(result.done).toEqual([ready.id]);
      expect(result.refused).toEqual([
        { id: empty.id, msg: 'Write the article (or give it an outside link) before publishing.' },
      ]);
      const down = bulkResultSchema.parse(
        (await editor.call('POST', '/items/bulk', { action: 'unpublish', ids: [ready.id] })).body
          .data,
      );
      expect(down.done).toEqual([ready.id]);
      expect((await readerDetail(ready.id)).code).toBe(0);
    });

    it('lists items with filters and paging', async () => {
      const page = itemPageSchema.parse(
        (await editor.get('/items?site=en&status=draft&q=empty&pageSize=5')).body.data,
      );
      expect(page.rows.map((r) => r.title)).toEqual(['Empty one']);
      const all = itemPageSchema.parse(
        (await editor.get('/items?site=en&pageSize=3&pageNo=2')).body.data,
      );
      expect(all.rows).toHaveLength(3);
      expect(all.total).toBeGreaterThan(80);
      const byAuthor = itemPageSchema.parse(
        (await editor.get('/items?author=desk&publishType=TUWEN')).body.data,
      );
      expect(byAuthor.rows.every((r) => r.author === 'Desk' && r.publishType === 'TUWEN')).toBe(
        true,
      );
    });

    it('writes every publish type, and what topics, collections and broadcasts open is public only once published', async () => {
      const videoChannel = await channelOf(database, 'en', 'video');
      const ids: Record<string, string> = {};
      for (const type of PUBLISH_TYPES) {
        const doc = documentOf(
          type,
          'en',
          type === 'SHIPING' || type === 'SHIPINGLIST' ? videoChannel : channel,
          {
            title: `Console ${type}`,
          },
        );
        ids[type] = (await create(doc)).id;
      }
      const video = ids.SHIPING ?? '';
      const collection = itemDetailSchema.parse(
        (await editor.get(`/items/${ids.SHIPINGLIST ?? ''}`)).body.data,
      );
      const withVideo = await editor.call('PUT', `/items/${collection.id}`, {
        version: collection.version,
        document: { ...collection.document, videoIds: [video] },
      });
      expect(withVideo.status, withVideo.body.msg).toBe(200);
      const topic = itemDetailSchema.parse(
        (await editor.get(`/items/${ids.SPECIAL ?? ''}`)).body.data,
      );
      const withSection = await editor.call('PUT', `/items/${topic.id}`, {
        version: topic.version,
        document: {
          ...topic.document,
          topic: { banner: '', sections: [{ title: 'Latest', itemIds: [video] }] },
        },
      });
      expect(withSection.status, withSection.body.msg).toBe(200);

      const topics = async (): Promise<string> =>
        JSON.stringify(await readerApi(server.baseUrl, 'en', '/cms/special/indexList'));
      const lives = async (): Promise<string> =>
        JSON.stringify(await readerApi(server.baseUrl, 'en', '/live/video/list.do', {}, 'POST'));
      const collections = async (): Promise<string> =>
        JSON.stringify(await readerApi(server.baseUrl, 'en', '/cms/content/videoCollectionList'));
      expect(await topics()).not.toContain('Console SPECIAL');
      expect(await lives()).not.toContain('Console authPublishPlayback');
      expect(await collections()).not.toContain('Console SHIPINGLIST');

      const bulk = bulkResultSchema.parse(
        (await editor.call('POST', '/items/bulk', { action: 'publish', ids: Object.values(ids) }))
          .body.data,
      );
      expect(bulk.refused).toEqual([]);
      expect(bulk.done).toHaveLength(PUBLISH_TYPES.length);
      expect(await topics()).toContain('Console SPECIAL');
      expect(await lives()).toContain('Console authPublishPlayback');
      expect(await collections()).toContain('Console SHIPINGLIST');
      const videoDetail = JSON.stringify(
        await readerApi(server.baseUrl, 'en', '/cms/content/videoDetail', { id: video }),
      );
      expect(videoDetail).toContain('Console SHIPINGLIST');

      await editor.call('POST', '/items/bulk', {
        action: 'unpublish',
        ids: [ids.SPECIAL, ids.authPublishPlayback],
      });
      expect(await topics()).not.toContain('Console SPECIAL');
      expect(await lives()).not.toContain('Console authPublishPlayback');
    });

    it('opens and saves seeded items of every type unchanged: what readers see stays the same', async () => {
      for (const type of PUBLISH_TYPES) {
        const seeded = await database.db
          .selectFrom('content')
          .select('id')
          .where('site_id', '=', 38)
          .where('publish_type', '=', type)
          .where('created_by', 'is', null)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const id = String(seeded.id);
        const reader = async (): Promise<unknown> => {
          const answer = await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', { id });
          const { hit: _hit, ...rest } = answer.data as Record<string, unknown>;
          return rest;
        };
        const before = await reader();
        const item = itemDetailSchema.parse((await editor.get(`/items/${id}`)).body.data);
        expect(item.status, type).toBe('published');
        const saved = await editor.call('PUT', `/items/${id}`, {
          version: item.version,
          document: item.document,
        });
        expect(saved.status, `${type}: ${saved.body.msg}`).toBe(200);
        expect(itemDetailSchema.parse(saved.body.data).document, type).toEqual(item.document);
        expect(await reader(), type).toEqual(before);
      }
    });

    it('refuses links to another site, a channel of another site, and changing an item’s kind or site', async () => {
      const item = await create(documentOf('TUWEN', 'en', channel));
      const otherChannel = await database.db
        .selectFrom('categories')
        .select('id')
        .where('site_id', '!=', 38)
        .executeTakeFirst();
      if (otherChannel) {
        const wrongChannel = await editor.call('PUT', `/items/${item.id}`, {
          version: item.version,
          document: { ...item.document, channelId: String(otherChannel.id) },
        });
        expect(wrongChannel.status).toBe(400);
      }
      const asVideo = await editor.call('PUT', `/items/${item.id}`, {
        version: item.version,
        document: documentOf('SHIPING', 'en', channel),
      });
      expect(asVideo.body.reason).toBe('typeChange');
      const topic = await create(documentOf('SPECIAL', 'en', channel));
      const missing = await editor.call('PUT', `/items/${topic.id}`, {
        version: topic.version,
        document: {
          ...topic.document,
          topic: { banner: '', sections: [{ title: 'S', itemIds: ['999999'] }] },
        },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toBe('Item 999999 is not an item of this site.');
      // Nothing of the refused saves stayed.
      const now = itemDetailSchema.parse((await editor.get(`/items/${item.id}`)).body.data);
      expect(now.version).toBe(item.version);
    });
  },
);
