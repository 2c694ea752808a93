import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureAddress, pictureWidths, renditionName } from '@news/contract/pictures';
import type { UploadedImage } from '@news/contract/console/itemSchemas';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { cameraJpeg, portraitPhoneJpeg } from '../../testing/photoFixtures.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

const MB = 1024 * 1024;

describe.each(embeddedEngine())('the console’s picture upload on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;

  beforeAll(async () => {
    database = await engine.open();
    // On PostgreSQL the pictures go into the database too: its per-file limit must hold them.
    server = await startTestServer(
      database,
      engine.name === 'postgres'
        ? { MEDIA_STORE: 'postgres', DATABASE_URL: database.cliEnv.DATABASE_URL ?? '' }
        : {},
    );
    editor = await signedInStaff(server.baseUrl, database, 'photo.editor', 'editor', ['en']);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  function upload(bytes: Uint8Array, name: string, client = editor) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
    return client.call<UploadedImage>('POST', '/uploads/images?site=en', form);
  }

  async function served(path: string): Promise<Buffer> {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return Buffer.from(await res.arrayBuffer());
  }

  it('takes a 12-megapixel camera JPEG of over 8 MB and serves its whole ladder', async () => {
    const photo = await cameraJpeg();
    expect(photo.length).toBeGreaterThan(8_000_000);
    const answer = await upload(photo, 'DSC_0042.JPG');
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data).toMatchObject({ width: 4032, height: 3024 });
    const address = pictureAddress(answer.body.data.url);
    expect(address).toMatchObject({ width: 4032, height: 3024 });
    const base = address?.base ?? '';
    expect(base).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/$/);

    for (const width of pictureWidths(4032))
      for (const format of ['jpg', 'webp'] as const) {
        const meta = await sharp(await served(`${base}${renditionName(width, format)}`)).metadata();
        expect({ width, format, got: meta.width }).toEqual({ width, format, got: width });
        expect(meta.width).toBeLessThanOrEqual(4032);
      }
    expect(await sharp(await served(`${base}og.jpg`)).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    const source = await served(`${base}source.jpg`);
    expect(await sharp(source).metadata()).toMatchObject({ width: 4032, height: 3024 });
    expect((await sharp(await served(answer.body.data.url)).metadata()).width).toBe(1280);
  });

  it('stores a portrait phone photo upright, with no EXIF or GPS in any file served', async () => {
    const answer = await upload(await portraitPhoneJpeg(1200, 1600), 'IMG_2040.JPG');
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.data).toMatchObject({ width: 1200, height: 1600 });
    const base = pictureAddress(answer.body.data.url)?.base ?? '';
    const names = [
      answer.body.data.url.slice(base.length),
      'source.jpg',
      'og.jpg',
      ...pictureWidths(1200).flatMap((w) => [renditionName(w, 'jpg'), renditionName(w, 'webp')]),
    ];
    for (const name of names) {
      const bytes = await served(`${base}${name}`);
      const meta = await sharp(bytes).metadata();
      expect({ name, exif: meta.exif, icc: meta.icc, xmp: meta.xmp }).toEqual({
        name,
        exif: undefined,
        icc: undefined,
        xmp: undefined,
      });
      // The camera's name is text in the EXIF block: finding it would mean metadata was copied.
      expect({ name, camera: bytes.includes('PhoneCo'), exif: bytes.includes('Exif') }).toEqual({
        name,
        camera: false,
        exif: false,
      });
      // Portrait, not landscape: taller than wide (the share card is the one landscape crop).
      if (name !== 'og.jpg')
        expect({ name, portrait: meta.height > meta.width }).toEqual({
          name,
          portrait: true,
        });
    }
    const { data } = await sharp(await served(`${base}w640.jpg`))
      .extract({ left: 320, top: 20, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toSatisfy(
      ([r = 0, g = 255, b = 255]: number[]) => r > 200 && g < 60 && b < 60,
    );
  });

  it('refuses a picture as busy (429, Retry-After) when as many as it takes are in flight and waiting', async () => {
    // A server that processes one picture at a time and lets none wait.
    const strict = await startTestServer(database, {
      PICTURE_JOBS: '1',
      PICTURE_QUEUE: '0',
      ...(engine.name === 'postgres'
        ? { MEDIA_STORE: 'postgres', DATABASE_URL: database.cliEnv.DATABASE_URL ?? '' }
        : {}),
    });
    try {
      const busyEditor = await signedInStaff(strict.baseUrl, database, 'busy.editor', 'editor', [
        'en',
      ]);
      const photos = await Promise.all(
        [21, 22].map((seed) => cameraJpeg({ width: 2400, height: 1600, seed })),
      );
      const send = (photo: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'a.jpg');
        return busyEditor.call<UploadedImage>('POST', '/uploads/images?site=en', form);
      };
      const answers = await Promise.all(photos.map(send));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body.msg).toBe(
        'Many pictures are being processed right now. Please try again in a moment.',
      );
      expect(refused?.headers.get('retry-after')).toBe('5');
      // Once the first is done, the second goes through.
      expect((await send(photos[1] ?? Buffer.of())).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses a picture over 40 MB with 413, saying the limit in the console’s language', async () => {
    const big = Buffer.alloc(41 * MB);
    (await cameraJpeg({ width: 64, height: 48 })).copy(big);
    const english = await upload(big, 'huge.jpg');
    expect(english.status).toBe(413);
    expect(english.body.msg).toBe('The picture is too large (at most 40 MB and 40 megapixels).');
    const chinese = new ConsoleClient(server.baseUrl, 'zh-Hans');
    chinese.cookie = editor.cookie;
    chinese.csrf = editor.csrf;
    const refused = await upload(big, 'huge.jpg', chinese);
    expect(refused.status).toBe(413);
    expect(refused.body.msg).toBe('图片过大（最大 40 MB、4000 万像素）。');
  });
});
