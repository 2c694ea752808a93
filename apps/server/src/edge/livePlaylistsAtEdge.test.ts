import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestStatusSchema } from '@news/contract/console/ingestSchemas';
import { freePort } from '../cluster/freePort.ts';
import { startVarnish, type RunningVarnish } from '../cluster/startVarnish.ts';
import { signedInStaff } from '../testing/consoleClient.ts';
import { createLiveBroadcast } from '../testing/liveBroadcast.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** The ingest's segments, seconds each (liveLadder.ts's LIVE_SEGMENT_SECONDS). */
const SEGMENT_MS = 2_000;

/**
 * A live broadcast's playlist read through the edge's VCL (apps/server/varnish/news.vcl) while
 * its encoder adds segments: readers behind the edge must follow the stream, not a copy the edge
 * keeps for its media lifetime (issue 39 found them a minute behind the desk).
 */
describe.each(embeddedEngine())('live playlists through the edge, on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let varnish: RunningVarnish;
  const workDir = mkdtempSync(join(tmpdir(), 'news-edge-live-'));

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    server = await startTestServer(database);
    varnish = await startVarnish(workDir, {
      port: await freePort(),
      purgePort: await freePort(),
      backendPort: Number(new URL(server.baseUrl).port),
      healthPath: '/readyz',
    });
  }, 120_000);
  afterAll(async () => {
    await varnish.stop();
    await server.close();
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('gives a reader behind the edge each new segment within one segment’s duration', async () => {
    const editor = await signedInStaff(server.baseUrl, database, 'live.desk', 'editor', ['en']);
    const { itemId, liveId } = await createLiveBroadcast(editor, database, 'Harbour live');
    const ingest = server.app.liveIngest;
    const key = ingestStatusSchema.parse(
      (await editor.get(`/items/${itemId}/ingest`)).body.data,
    ).streamKey;
    expect(await ingest.authorizePublish(key, '127.0.0.1', new Set())).toMatchObject({ ok: true });
    await ingest.setInput(
      liveId,
      { width: 0, height: 0, fps: 0, videoCodec: '', videoKbps: 0, audio: 'aac 48000 Hz stereo' },
      [{ name: 'audio', bandwidth: 128_000, resolution: '', codecs: 'mp4a.40.2' }],
    );
    for (const n of [1, 2, 3])
      await ingest.addSegment(liveId, 'audio', new Uint8Array([n]), SEGMENT_MS, false);
    const read = async (): Promise<number> => {
      const answer = await rawRequest(`${varnish.url}/media/ingest/${String(liveId)}/audio.m3u8`);
      expect(answer.status).toBe(200);
      return (answer.body.toString('utf8').match(/#EXTINF/g) ?? []).length;
    };
    // Readers keep asking; the edge answers them from its copy.
    expect(await read()).toBe(3);
    expect(await read()).toBe(3);
    await ingest.addSegment(liveId, 'audio', new Uint8Array([4]), SEGMENT_MS, false);
    const added = Date.now();
    let segments = await read();
    while (segments < 4 && Date.now() - added < 2 * SEGMENT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      segments = await read();
    }
    expect(segments).toBe(4);
    expect(Date.now() - added).toBeLessThanOrEqual(SEGMENT_MS);
  });
});
