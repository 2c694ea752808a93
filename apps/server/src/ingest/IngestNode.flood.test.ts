import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingestStatusSchema, type IngestStatus } from '@news/contract/console/ingestSchemas';
import { ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { idleFlood, type IdleFlood } from '../testing/idleFlood.ts';
import { createLiveBroadcast } from '../testing/liveBroadcast.ts';
import { exitOf, rtmpEncoder, until } from '../testing/rtmpEncoder.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { IngestNode } from './IngestNode.ts';

/** INGEST_RECONNECT_SECONDS here: short, so that a reconnect outside it would show. */
const RECONNECT_SECONDS = 10;

describe.each(testEngines())('the RTMP ingest against idle connections on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let node: IngestNode;
  let workDir: string;
  const encoders: ChildProcess[] = [];

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    // Each test's broadcast counts as on air until its window closes: room for all of them.
    server = await startTestServer(database, {
      INGEST_RECONNECT_SECONDS: String(RECONNECT_SECONDS),
      INGEST_MAX_CONCURRENT: '4',
    });
    editor = await signedInStaff(server.baseUrl, database, 'live.desk', 'editor', ['en']);
    workDir = mkdtempSync(join(tmpdir(), 'news-ingest-flood-'));
    node = new IngestNode(
      server.app.liveIngest,
      {
        nginx: 'nginx',
        ffmpeg: 'ffmpeg',
        ffprobe: 'ffprobe',
        workDir,
        host: '127.0.0.1',
        port: 0,
        sweepMs: 500,
      },
      { info: () => undefined, warn: () => undefined, error: () => undefined },
    );
    await node.start();
  }, 60_000);
  // Two cores: an encoder and its transcoder left running would slow the next test.
  afterEach(() => {
    for (const e of encoders) if (e.exitCode === null) e.kill('SIGKILL');
  });
  afterAll(async () => {
    await node.stop();
    await server.close();
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  const push = (key: string): ChildProcess => {
    const child = rtmpEncoder(`rtmp://127.0.0.1:${String(node.port)}/live/${key}`);
    encoders.push(child);
    return child;
  };
  const deskOf = (itemId: string) => async (): Promise<IngestStatus> =>
    ingestStatusSchema.parse((await editor.get(`/items/${itemId}/ingest`)).body.data);
  const inState = (status: () => Promise<IngestStatus>, state: IngestStatus['state']) => () =>
    until(state, async () => ((await status()).state === state ? true : undefined), 20_000);

  it('keeps eight idle connections of one address and closes the ninth at once', async () => {
    const sockets = Array.from({ length: 9 }, () =>
      connect({ port: node.port, host: '127.0.0.1', localAddress: '127.0.0.250' }),
    );
    const closedInTwoSeconds = sockets.map(
      (socket) =>
        new Promise<boolean>((resolve) => {
          socket.on('error', () => undefined);
          socket.once('close', () => {
            resolve(true);
          });
          setTimeout(() => {
            resolve(false);
          }, 2_000);
        }),
    );
    const closed = await Promise.all(closedInTwoSeconds);
    for (const socket of sockets) socket.destroy();
    expect(closed.filter(Boolean)).toHaveLength(1);
  });

  it('takes a dropped encoder back with its key when the drop could not be written down', async () => {
    const { itemId } = await createLiveBroadcast(editor, database, 'Harbour regatta live');
    const status = deskOf(itemId);
    const key = (await status()).streamKey;
    const camera = push(key);
    await inState(status, 'live')();
    // The database fails as the drop is written: the broadcast still reads "live" after it.
    const lost = vi
      .spyOn(server.app.liveIngest, 'publishDone')
      .mockRejectedValueOnce(new Error('the database went away'));
    camera.kill('SIGKILL');
    await exitOf(camera);
    await until(
      'the drop',
      () => Promise.resolve(lost.mock.calls.length > 0 ? true : undefined),
      10_000,
    );
    lost.mockRestore();
    push(key);
    const log = await until(
      'an answer to the encoder',
      async () => {
        const entries = (await status()).log;
        return ['resume', 'refused'].includes(entries[0]?.event ?? '') ? entries : undefined;
      },
      RECONNECT_SECONDS * 1000,
    );
    expect(log[0]?.event).toBe('resume');
  }, 60_000);

  describe('with 600 idle connections from twenty addresses', () => {
    let flood: IdleFlood;
    beforeAll(async () => {
      flood = idleFlood(node.port, 600, 20);
      await until(
        'the flood',
        () => Promise.resolve(flood.answered >= 600 ? true : undefined),
        20_000,
      );
    }, 30_000);
    afterAll(() => {
      flood.stop();
    });

    it('puts an encoder with the right key on air', async () => {
      const { itemId } = await createLiveBroadcast(editor, database, 'Council meeting live');
      const status = deskOf(itemId);
      push((await status()).streamKey);
      // On air and transcoded: the transcoder read the input back from nginx.
      const onAir = await until(
        'the encoder on air',
        async () => {
          const s = await status();
          return s.state === 'live' && s.input ? s : undefined;
        },
        20_000,
      );
      expect(onAir.input).toMatchObject({ width: 854, height: 480 });
    }, 60_000);

    it('takes a dropped encoder back with its key, then with a new key, within INGEST_RECONNECT_SECONDS', async () => {
      const { itemId } = await createLiveBroadcast(editor, database, 'Election night live');
      const status = deskOf(itemId);
      const firstKey = (await status()).streamKey;
      let camera = push(firstKey);
      await inState(status, 'live')();
      const rotate = async (): Promise<string> =>
        ingestStatusSchema.parse(
          (await editor.call('POST', `/items/${itemId}/ingest/key`, {})).body.data,
        ).streamKey;
      for (const nextKey of [() => Promise.resolve(firstKey), rotate]) {
        camera.kill('SIGKILL');
        await exitOf(camera);
        const dropped = Date.now();
        await inState(status, 'reconnecting')();
        camera = push(await nextKey());
        await inState(status, 'live')();
        expect(Date.now() - dropped).toBeLessThan(RECONNECT_SECONDS * 1000);
      }
      expect((await status()).log.filter((e) => e.event === 'resume')).toHaveLength(2);
    }, 90_000);
  });
});
