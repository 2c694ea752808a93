import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestStatusSchema } from '@news/contract/console/ingestSchemas';
import { ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { createLiveBroadcast } from '../testing/liveBroadcast.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

describe.each(embeddedEngine())(
  'the live playlists of a broadcast from the encoder on $name',
  (engine) => {
    let database: TestDatabase;
    let server: TestServer;
    let editor: ConsoleClient;

    beforeAll(async () => {
      database = await engine.open();
      await seedTestSites(database, ['en']);
      server = await startTestServer(database);
      editor = await signedInStaff(server.baseUrl, database, 'live.desk', 'editor', ['en']);
    });
    afterAll(async () => {
      await server.close();
      await database.close();
    });

    const get = async (path: string): Promise<{ status: number; body: string; cache: string }> => {
      const res = await fetch(`${server.baseUrl}${path}`);
      return {
        status: res.status,
        body: await res.text(),
        cache: res.headers.get('cache-control') ?? '',
      };
    };

    it('are the desk’s alone while the broadcast is a draft, on air or after its encoder left, and every reader’s once it is published', async () => {
      const draft = await createLiveBroadcast(editor, database, 'Rehearsal live', { draft: true });
      const { liveId } = draft;
      const status = async () =>
        ingestStatusSchema.parse((await editor.get(`/items/${draft.itemId}/ingest`)).body.data);
      // Its encoder on air and three segments cut, as the ingest node would have them.
      const ingest = server.app.liveIngest;
      const key = (await status()).streamKey;
      expect(await ingest.authorizePublish(key, '127.0.0.1', new Set())).toMatchObject({
        ok: true,
      });
      await ingest.setInput(
        liveId,
        { width: 0, height: 0, fps: 0, videoCodec: '', videoKbps: 0, audio: 'aac 48000 Hz stereo' },
        [{ name: 'audio', bandwidth: 128_000, resolution: '', codecs: 'mp4a.40.2' }],
      );
      for (const n of [1, 2, 3])
        await ingest.addSegment(liveId, 'audio', new Uint8Array([n]), 2_000, false);
      const master = `/media/ingest/${String(liveId)}/master.m3u8`;
      const rendition = `/media/ingest/${String(liveId)}/audio.m3u8`;

      // Anyone who guesses the id: nothing, on air or after its encoder left.
      for (const path of [master, rendition]) expect((await get(path)).status).toBe(404);

      // The desk's preview: the playlists, kept by no shared cache, their renditions with it.
      const preview = (await status()).previewUrl;
      expect(preview.startsWith(`${master}?`)).toBe(true);
      const staffMaster = await get(preview);
      expect(staffMaster).toMatchObject({ status: 200, cache: 'private, no-store' });
      const staffRendition =
        staffMaster.body.split('\n').find((l) => l.startsWith(rendition)) ?? '';
      expect(staffRendition).not.toBe(rendition);
      expect(await get(staffRendition)).toMatchObject({ status: 200, cache: 'private, no-store' });
      expect((await get(`${master}?preview=guessed`)).status).toBe(404);
      await ingest.publishDone(liveId);
      for (const path of [master, rendition]) expect((await get(path)).status).toBe(404);

      // Published: every reader's.
      const published = await editor.call('POST', `/items/${draft.itemId}/publish`, {
        version: draft.version,
      });
      expect(published.status, published.body.msg).toBe(200);
      expect(await get(master)).toMatchObject({ status: 200 });
      // Kept by a shared cache for a second, not the minute media files are kept.
      expect((await get(master)).cache).toMatch(/^public, max-age=1, s-maxage=1,/);
      expect((await get(rendition)).cache).toMatch(/^public, max-age=1, s-maxage=1,/);
      expect((await get(rendition)).body).toContain('#EXTINF:2.000');
    });
  },
);
