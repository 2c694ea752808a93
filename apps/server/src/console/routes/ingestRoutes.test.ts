import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestStatusSchema } from '@news/contract/console/ingestSchemas';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

describe.each(embeddedEngine())('the live desk’s ingest calls on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let stranger: ConsoleClient;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ja']);
    server = await startTestServer(database, {
      INGEST_PUBLIC_URL: 'rtmp://ingest.news.example:1935/live',
    });
    editor = await signedInStaff(server.baseUrl, database, 'desk.en', 'editor', ['en']);
    stranger = await signedInStaff(server.baseUrl, database, 'desk.ja', 'editor', ['ja']);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const create = async (type: 'authPublishPlayback' | 'TUWEN'): Promise<string> => {
    const answer = await editor.call('POST', '/items', {
      document: documentOf(type, 'en', await channelOf(database, 'en')),
    });
    expect(answer.status, answer.body.msg).toBe(200);
    return itemDetailSchema.parse(answer.body.data).id;
  };

  it('gives a broadcast its address and a secret key once, and a new key on rotation', async () => {
    const id = await create('authPublishPlayback');
    const first = ingestStatusSchema.parse((await editor.get(`/items/${id}/ingest`)).body.data);
    expect(first).toMatchObject({
      itemId: id,
      rtmpUrl: 'rtmp://ingest.news.example:1935/live',
      state: 'idle',
      previewUrl: '',
      srtUrl: '',
      replay: { state: 'none', url: '' },
    });
    expect(first.streamKey).toMatch(/^live_[\w-]{24}$/);
    const again = ingestStatusSchema.parse((await editor.get(`/items/${id}/ingest`)).body.data);
    expect(again.streamKey).toBe(first.streamKey);
    const rotated = ingestStatusSchema.parse(
      (await editor.call('POST', `/items/${id}/ingest/key`, {})).body.data,
    );
    expect(rotated.streamKey).not.toBe(first.streamKey);
    expect(rotated.log.map((e) => e.event)).toEqual(['keyRotated']);
  });

  it('refuses another site’s editor, an item that is no broadcast, and a chapter off air', async () => {
    const live = await create('authPublishPlayback');
    const other = await stranger.get(`/items/${live}/ingest`);
    expect(other.status).toBe(403);
    const story = await create('TUWEN');
    const notLive = await editor.get(`/items/${story}/ingest`);
    expect(notLive.status).toBe(400);
    expect(notLive.body.msg).toBe('Host posts belong to live broadcasts.');
    const offAir = await editor.call('POST', `/items/${live}/ingest/chapters`, { title: 'Vote' });
    expect(offAir.status).toBe(400);
    expect(offAir.body.msg).toBe('A chapter can be marked only while the encoder is on air.');
    const empty = await editor.call('POST', `/items/${live}/ingest/chapters`, { title: ' ' });
    expect(empty.status).toBe(400);
  });
});
