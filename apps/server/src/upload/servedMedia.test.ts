import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { signedInReader, type Envelope } from '../testing/readerAccount.ts';
import { signedHeaders, TEST_SIGN_SECRET } from '../testing/signedHeaders.ts';
import { statusOf } from '../testing/statusOf.ts';
import { pngImage } from '../testing/imageFixtures.ts';
import { testEngines, type TestDatabase, type TestEngine } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { createMediaStore } from './createMediaStore.ts';
import { PicturePipeline } from './PicturePipeline.ts';
import type { MediaStore } from './MediaStore.ts';

const CAPTCHA = 'MDIA';

/** Each store, where this machine can run it: a shared directory always, PostgreSQL with a test server. */
const stores: { store: 'directory' | 'postgres'; engine: TestEngine }[] = testEngines().map(
  (engine) => ({ store: engine.name === 'postgres' ? 'postgres' : 'directory', engine }),
);

describe.each(stores)('media in the $store store, served by two instances', ({ store, engine }) => {
  let database: TestDatabase;
  const mediaDir = mkdtempSync(join(tmpdir(), 'news-shared-media-'));
  let one: TestServer;
  let other: TestServer;
  let media: MediaStore;
  let token = '';

  beforeAll(async () => {
    database = await engine.open();
    // The same configuration for both, as in a cluster: one database, one media store.
    const env = {
      TEST_CAPTCHA: CAPTCHA,
      MEDIA_STORE: store,
      MEDIA_DIR: mediaDir,
      ...(store === 'postgres' ? { DATABASE_URL: database.cliEnv.DATABASE_URL ?? '' } : {}),
    };
    one = await startTestServer(database, env);
    other = await startTestServer(database, env);
    media = createMediaStore(
      loadConfig({ NODE_ENV: 'test', SIGN_SECRET: TEST_SIGN_SECRET, ...env }),
      database,
    );
    token = await signedInReader(one.baseUrl, database.db, 'media_reader', CAPTCHA);
  });
  afterAll(async () => {
    await one.close();
    await other.close();
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('serves a picture uploaded through one instance from the other, immutable', async () => {
    const form = new FormData();
    form.append('file', new Blob([pngImage({ width: 3, height: 2 })]), 'me.png');
    const res = await fetch(`${one.baseUrl}/enapi/file/upload.do`, {
      method: 'POST',
      headers: signedHeaders('en', { token }),
      body: form,
    });
    const body = (await res.json()) as Envelope;
    expect(body.code, body.msg).toBe(1);
    const url = (body.data as { url: string }).url;
    expect(url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/3x2-[0-9a-f]{6}\.jpg$/);

    const served = await fetch(`${other.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe(
      'public, max-age=31536000, s-maxage=31536000, stale-while-revalidate=10, stale-if-error=86400, immutable',
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await media.read(url)).toEqual(bytes);

    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
    const again = await fetch(`${one.baseUrl}${url}`, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${other.baseUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves a set of files stored together, by their relative names', async () => {
    const playlist = '#EXTM3U\n#EXTINF:2,\nseg-0.ts\n#EXT-X-ENDLIST\n';
    const folder = await media.putFolder(
      [
        { name: 'index.m3u8', bytes: Buffer.from(playlist) },
        { name: 'seg-0.ts', bytes: Buffer.alloc(188 * 4, 0x47) },
      ],
      'video',
    );
    const list = await fetch(`${other.baseUrl}${folder}index.m3u8`);
    expect(list.status).toBe(200);
    expect(await list.text()).toBe(playlist);
    const segment = await fetch(`${one.baseUrl}${folder}seg-0.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBe(188 * 4);
  });

  it('removes a set whole, answering its files so they can be put back, and nothing else', async () => {
    const files = [
      { name: 'w320.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 1]) },
      { name: 'og.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 2]) },
      { name: 'nested/part.json', bytes: Buffer.from('{}') },
    ];
    const folder = await media.putFolder(files, 'pictures');
    const neighbour = await media.putFolder(
      [{ name: 'w320.jpg', bytes: Buffer.of(3) }],
      'pictures',
    );
    expect(await statusOf(`${other.baseUrl}${folder}og.jpg`)).toBe(200);

    // Neither the folder of all sets nor a path outside the store is a set.
    for (const path of ['/media/pictures/', '/media/pictures', '/media/', '/media/../..', '/etc/'])
      expect({ path, removed: await media.removeFolder(path) }).toEqual({ path, removed: [] });

    const removed = await media.removeFolder(folder);
    expect(removed.map((f) => f.name).sort()).toEqual(['nested/part.json', 'og.jpg', 'w320.jpg']);
    expect(removed.find((f) => f.name === 'og.jpg')?.bytes).toEqual(files[1]?.bytes);
    for (const name of ['w320.jpg', 'og.jpg', 'nested/part.json']) {
      expect(await statusOf(`${one.baseUrl}${folder}${name}`)).toBe(404);
      expect(await media.read(`${folder}${name}`)).toBeUndefined();
    }
    expect(await media.read(`${neighbour}w320.jpg`)).toEqual(Buffer.of(3));
    // Nothing there now: nothing to answer. Put back, the same set is at the same address.
    expect(await media.removeFolder(folder.slice(0, -1))).toEqual([]);
    expect(await media.putFolder(removed, 'pictures')).toBe(folder);
    expect(await statusOf(`${other.baseUrl}${folder}og.jpg`)).toBe(200);
  });

  it('adds files to a stored set, served by every instance, and refuses a set it does not hold', async () => {
    const folder = await media.putFolder(
      [{ name: 'source.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 7]) }],
      'pictures',
    );
    expect(await statusOf(`${other.baseUrl}${folder}c1x1-90-50.jpg`)).toBe(404);
    const crop = Buffer.from([0xff, 0xd8, 0xff, 8]);
    await media.addToFolder(folder, [{ name: 'c1x1-90-50.jpg', bytes: crop }]);
    const served = await fetch(`${other.baseUrl}${folder}c1x1-90-50.jpg`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(crop);
    // A name already there keeps its bytes: what a cache holds for it stays right.
    await media.addToFolder(folder, [{ name: 'c1x1-90-50.jpg', bytes: Buffer.of(9) }]);
    expect(await media.read(`${folder}c1x1-90-50.jpg`)).toEqual(crop);
    expect(await media.read(`${folder}source.jpg`)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 7]));

    const missing = `/media/pictures/${'ab'.repeat(16)}/`;
    await expect(media.addToFolder(missing, [{ name: 'x.jpg', bytes: crop }])).rejects.toThrow();
    await expect(
      media.addToFolder(folder, [{ name: '../escape.jpg', bytes: crop }]),
    ).rejects.toThrow();
    expect(await media.read(`${missing}x.jpg`)).toBeUndefined();
  });

  it('makes a rendition the ladder gained after the picture was stored, once, for every instance', async () => {
    // A picture stored before the ladder had 200, 720 and 1080: its folder lacks those files.
    const made = await new PicturePipeline({ inFlight: 1, queue: 2 }).process(
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3060a0' } })
        .jpeg()
        .toBuffer(),
      10_000_000,
    );
    if (!made.ok) throw new Error(made.problem);
    // Named here, not read from LATE_PICTURE_WIDTHS: a step left out of that list must fail.
    const older = made.picture.files.filter(
      (file) => ![200, 720, 1080].some((width) => file.name.startsWith(`w${String(width)}.`)),
    );
    const folder = await media.putFolder(older, 'pictures');
    expect(await media.read(`${folder}w720.webp`)).toBeUndefined();

    const webp = await fetch(`${one.baseUrl}${folder}w720.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 720,
      height: 540,
    });
    // Stored like any file: the other instance serves it as it is, and the JPEG came with it.
    const jpeg = await fetch(`${other.baseUrl}${folder}w720.jpg`);
    expect(jpeg.status).toBe(200);
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(720);
    expect(await statusOf(`${other.baseUrl}${folder}w1080.webp`)).toBe(200);
    // The small cards' step, below every width the picture was stored with.
    const cardSize = await fetch(`${other.baseUrl}${folder}w200.webp`);
    expect(cardSize.status).toBe(200);
    expect(await sharp(Buffer.from(await cardSize.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 150,
    });
    expect(await media.read(`${folder}w200.jpg`)).toBeDefined();

    // Not a width the ladder gained, a width the picture is too small for, no such picture: 404.
    expect(await statusOf(`${one.baseUrl}${folder}w800.webp`)).toBe(404);
    const small = await media.putFolder(
      [
        {
          name: 'source.jpg',
          bytes: await sharp({
            create: { width: 700, height: 500, channels: 3, background: '#000' },
          })
            .jpeg()
            .toBuffer(),
        },
      ],
      'pictures',
    );
    expect(await statusOf(`${one.baseUrl}${small}w720.webp`)).toBe(404);
    const tiny = await media.putFolder(
      [
        {
          name: 'source.jpg',
          bytes: await sharp({
            create: { width: 150, height: 100, channels: 3, background: '#000' },
          })
            .jpeg()
            .toBuffer(),
        },
      ],
      'pictures',
    );
    expect(await statusOf(`${one.baseUrl}${tiny}w200.webp`)).toBe(404);
    expect(await statusOf(`${one.baseUrl}/media/pictures/${'cd'.repeat(16)}/w720.webp`)).toBe(404);
  });

  it('answers 404 for what it does not hold, and never leaves the store', async () => {
    for (const path of [
      '/media/uploads/00/00000000000000000000000000000000.png',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/uploads/../../package.json',
    ]) {
      const res = await fetch(`${other.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('keeps the demo media and the live stream where they were', async () => {
    expect(await statusOf(`${one.baseUrl}/media/live/stream.m3u8`)).toBe(200);
    expect(await statusOf(`${one.baseUrl}/media/demo/video/clip1.jpg`)).toBe(200);
  });
});
