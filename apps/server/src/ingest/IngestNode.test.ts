import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestStatusSchema, type IngestStatus } from '@news/contract/console/ingestSchemas';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import { ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { createLiveBroadcast } from '../testing/liveBroadcast.ts';
import { readerApi } from '../testing/readerApi.ts';
import { exitOf, rtmpEncoder, until } from '../testing/rtmpEncoder.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { IngestNode } from './IngestNode.ts';

interface Detail {
  id: string;
  status: string;
  streamUrl: string;
  replayUrl: string;
  reconnecting?: boolean;
  watchingNow?: number;
}

describe.each(testEngines())('going live from an encoder over RTMP on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let node: IngestNode;
  let workDir: string;
  const encoders: ChildProcess[] = [];

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    server = await startTestServer(database, { INGEST_RECONNECT_SECONDS: '14' });
    editor = await signedInStaff(server.baseUrl, database, 'live.desk', 'editor', ['en']);
    workDir = mkdtempSync(join(tmpdir(), 'news-ingest-'));
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
  afterAll(async () => {
    for (const e of encoders) if (e.exitCode === null) e.kill('SIGKILL');
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
  const text = async (path: string): Promise<{ status: number; body: string; cache: string }> => {
    const res = await fetch(`${server.baseUrl}${path}`);
    return {
      status: res.status,
      body: await res.text(),
      cache: res.headers.get('cache-control') ?? '',
    };
  };
  const segmentUrls = (playlist: string): string[] =>
    playlist.split('\n').filter((l) => l.startsWith('/media/'));

  it('refuses a wrong or rotated key; with the right one the HLS plays, survives a 10 s drop and becomes the replay', async () => {
    const { itemId, liveId } = await createLiveBroadcast(editor, database, 'Council meeting live');
    const detail = async (): Promise<Detail> =>
      (await readerApi(server.baseUrl, 'en', '/live/video/deatil.do', { id: String(liveId) }))
        .data as Detail;
    const ingest = async (): Promise<IngestStatus> =>
      ingestStatusSchema.parse((await editor.get(`/items/${itemId}/ingest`)).body.data);

    // The key is made on the first ask; rotating it refuses the old one at connect.
    const first = await ingest();
    expect(first).toMatchObject({ state: 'idle', rtmpUrl: 'rtmp://localhost:1935/live' });
    const rotated = ingestStatusSchema.parse(
      (await editor.call('POST', `/items/${itemId}/ingest/key`, {})).body.data,
    );
    expect(rotated.streamKey).not.toBe(first.streamKey);
    expect(await exitOf(push(first.streamKey))).not.toBe(0);
    expect(await exitOf(push('live_not-a-key'))).not.toBe(0);
    expect((await detail()).status).toBe('preview');

    // The right key: on air, and the playlist appears and grows.
    const startedAt = Date.now();
    let camera = push(rotated.streamKey);
    const master = await until(
      'on air',
      async () => {
        const d = await detail();
        return d.status === 'live' && d.streamUrl ? d.streamUrl : undefined;
      },
      20_000,
    );
    expect(master).toBe(`/media/ingest/${String(liveId)}/master.m3u8`);
    const masterText = await until(
      'the master playlist',
      async () => {
        const m = await text(master);
        return m.status === 200 ? m : undefined;
      },
      20_000,
    );
    expect(masterText.cache).toMatch(/max-age=1\b/);
    // A 480p input: its own rung and the audio-only one, never 720p or 1080p.
    expect(masterText.body).toContain('/media/ingest/');
    expect(masterText.body).toContain('480p.m3u8');
    expect(masterText.body).toContain('audio.m3u8');
    expect(masterText.body).not.toContain('720p');
    const rendition = `/media/ingest/${String(liveId)}/480p.m3u8`;
    const firstList = await until(
      'two segments',
      async () => {
        const r = await text(rendition);
        return segmentUrls(r.body).length >= 2 ? r.body : undefined;
      },
      20_000,
    );
    const firstSegment = segmentUrls(firstList)[0] ?? '';
    const segment = await fetch(`${server.baseUrl}${firstSegment}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toMatch(/immutable/);
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    await until(
      'the playlist to grow',
      async () => {
        const r = await text(rendition);
        return segmentUrls(r.body).at(-1) !== segmentUrls(firstList).at(-1) ? true : undefined;
      },
      10_000,
    );
    const onAir = await ingest();
    expect(onAir.state).toBe('live');
    expect(onAir.previewUrl.startsWith(`${master}?preview=`)).toBe(true);
    expect(onAir.input).toMatchObject({ width: 854, height: 480, videoCodec: 'h264' });
    expect(onAir.watchingNow).toBeGreaterThanOrEqual(1);
    expect((await detail()).watchingNow).toBeGreaterThanOrEqual(1);

    // "Chapter here" at the current offset.
    const chapter = await editor.call('POST', `/items/${itemId}/ingest/chapters`, {
      title: 'Vote',
    });
    expect(chapter.status, chapter.body.msg).toBe(200);
    expect(chapter.body.data).toEqual([
      { title: 'Vote', offsetSeconds: expect.any(Number) as number },
    ]);

    // The encoder drops for 10 s: readers see "reconnecting", and it is the same broadcast after.
    camera.kill('SIGKILL');
    await exitOf(camera);
    const dropped = Date.now();
    await until(
      'reconnecting',
      async () => ((await detail()).reconnecting ? true : undefined),
      10_000,
    );
    await new Promise((r) => setTimeout(r, Math.max(0, 9_000 - (Date.now() - dropped))));
    expect(await detail()).toMatchObject({ status: 'live', reconnecting: true, streamUrl: master });
    camera = push(rotated.streamKey);
    const resumed = Date.now();
    await until(
      'back on air',
      async () => ((await detail()).reconnecting === false ? true : undefined),
      10_000,
    );
    await until(
      'segments after the drop',
      async () =>
        (await text(rendition)).body.includes('#EXT-X-DISCONTINUITY') ? true : undefined,
      20_000,
    );
    expect((await ingest()).log.map((e) => e.event)).toEqual(
      expect.arrayContaining(['connect', 'drop', 'resume', 'keyRotated']),
    );

    // The encoder stops: within a minute the broadcast is a replay of what went on air.
    camera.kill('SIGINT');
    await exitOf(camera);
    const stopped = Date.now();
    const pushedSeconds = (stopped - startedAt - (resumed - dropped)) / 1000;
    const replay = await until(
      'the replay',
      async () => {
        const d = await detail();
        return d.status === 'playback' && d.replayUrl ? d : undefined;
      },
      60_000,
    );
    expect(Date.now() - stopped).toBeLessThan(60_000);
    expect(replay.streamUrl).toBe('');
    // A player still on the live playlists is told the stream ended, not given a 404.
    const lastWindow = await text(rendition);
    expect(lastWindow.status).toBe(200);
    expect(lastWindow.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const replayMaster = await text(replay.replayUrl);
    expect(replayMaster.status).toBe(200);
    const vodUrl = replayMaster.body.split('\n').find((l) => l.startsWith('/media/')) ?? '';
    const vod = await text(vodUrl);
    expect(vod.body).toContain('#EXT-X-ENDLIST');
    expect(vod.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const seconds = [...vod.body.matchAll(/#EXTINF:([\d.]+)/g)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    // What went on air, give or take the start-up and the last seconds of each connection.
    expect(seconds).toBeGreaterThan(pushedSeconds - 12);
    expect(seconds).toBeLessThan(pushedSeconds + 4);
    expect(await ingest()).toMatchObject({
      state: 'ended',
      replay: { state: 'ready', url: replay.replayUrl },
    });

    // An ended broadcast's key is refused, and the desk's log says so.
    expect(await exitOf(push(rotated.streamKey))).not.toBe(0);
    expect((await ingest()).log[0]).toMatchObject({ event: 'refused' });
    expect((await ingest()).log[0]?.detail).toMatch(/^ended 127\.0\.0\.1$/);
  }, 150_000);
  it('ends the broadcast when the editor ends it with the encoder still on: the encoder is cut off and the replay made', async () => {
    const { itemId } = await createLiveBroadcast(editor, database, 'Harbour regatta live');
    const ingest = async (): Promise<IngestStatus> =>
      ingestStatusSchema.parse((await editor.get(`/items/${itemId}/ingest`)).body.data);
    const camera = push((await ingest()).streamKey);
    await until(
      'the desk’s preview',
      async () => ((await ingest()).previewUrl ? true : undefined),
      30_000,
    );

    // The editor's "ended" hold, saved while the encoder pushes.
    const item = itemDetailSchema.parse((await editor.get(`/items/${itemId}`)).body.data);
    const document = item.document;
    if (document.publishType !== 'authPublishPlayback') throw new Error('not a live item');
    const saved = await editor.call('PUT', `/items/${itemId}`, {
      version: item.version,
      document: { ...document, live: { ...document.live, hold: 'ended' } },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const endedAt = Date.now();

    // nginx drops the encoder at its next "may I go on", and the replay follows.
    expect(await exitOf(camera)).not.toBeNull();
    const done = await until(
      'the replay',
      async () => {
        const status = await ingest();
        return status.replay.state === 'ready' ? status : undefined;
      },
      60_000,
    );
    expect(Date.now() - endedAt).toBeLessThan(60_000);
    expect(done.state).toBe('ended');
    expect(done.log.map((e) => e.event)).toEqual(expect.arrayContaining(['connect', 'end']));
    expect(done.log.find((e) => e.event === 'end')?.detail).toBe('editor');
    const master = await text(done.replay.url);
    expect(master.status).toBe(200);
    expect(segmentUrls(master.body).length).toBeGreaterThan(0);
  }, 120_000);
});
