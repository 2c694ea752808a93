import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartFileOf } from '../../http/multipartFile.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import { repositoriesOver } from '../Repositories.ts';
import { pngImage, text } from '../../testing/imageFixtures.ts';
import { cameraJpeg } from '../../testing/photoFixtures.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { PicturePipeline } from '../../upload/PicturePipeline.ts';
import { UPLOAD_MAX_BYTES, UploadService } from './UploadService.ts';

const BOUNDARY = 'news-test-boundary';

function form(field: string, filename: string, bytes: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe.each(testEngines())('UploadService on $name', (engine) => {
  const fixture = useServices(engine, () => ({ UPLOAD_DAILY_FILES: '3', UPLOAD_DAILY_MB: '1' }));
  let app: FastifyInstance;
  let reader: SignedInReader;
  /** The service the requests go to: the fixture's, or another server's over the same database. */
  let uploads: () => UploadService = () => fixture.services.uploads;

  beforeEach(async () => {
    reader = await fixture.reader();
    uploads = () => fixture.services.uploads;
  });

  beforeAll(async () => {
    app = Fastify();
    // As the server registers the parser (app.ts).
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
    app.post('/upload', async (request) => {
      try {
        return await uploads().uploadImage(reader, multipartFileOf(request));
      } catch (error) {
        if (error instanceof DomainError)
          return { refused: error.messageKey, params: error.params };
        throw error;
      }
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function upload(bytes: Uint8Array, filename = 'photo.jpg', field = 'file') {
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(field, filename, bytes),
    });
    return res.json<{ url?: string; refused?: string; params?: Record<string, string> }>();
  }

  const stored = async (url: string) => (await fixture.services.media.read(url)) ?? Buffer.of();

  it('stores a picture as a folder named after its files, at an address that gives its size', async () => {
    const png = pngImage({ width: 2, height: 2 });
    const { url } = await upload(png, 'holiday.jpg');
    // Whatever came in, the picture is a folder of clean JPEG and WebP files (ADR 0024).
    expect(url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/2x2-[0-9a-f]{6}\.jpg$/);
    const bytes = await stored(url ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('removes where and how a photo was taken before storing it', async () => {
    const photo = await sharp({
      create: { width: 30, height: 40, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(photo.includes('Exif')).toBe(true);
    const { url } = await upload(photo);
    const bytes = await stored(url ?? '');
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('PhoneCo')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses as too large a picture whose files the media store would not take', async () => {
    const media = fixture.services.media;
    const small: MediaStore = {
      maxFileBytes: 50_000,
      put: (bytes, extension, folder) => media.put(bytes, extension, folder),
      putFolder: (files, folder) => media.putFolder(files, folder),
      addToFolder: (path, files) => media.addToFolder(path, files),
      read: (path) => media.read(path),
      remove: (path) => media.remove(path),
      removeFolder: (path) => media.removeFolder(path),
    };
    const service = new UploadService(
      small,
      repositoriesOver(fixture.data.db, fixture.data.database.dialect),
      { dailyFiles: 3, dailyBytes: 1024 * 1024 },
      fixture.data.clock,
      new PicturePipeline({ inFlight: 1, queue: 8 }),
    );
    uploads = () => service;
    const photo = await cameraJpeg({ width: 600, height: 400 });
    expect(photo.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(await upload(photo)).toMatchObject({ refused: 'error.uploadTooLarge' });
    // Not counted against the reader's day: three more pictures still fit.
    for (let i = 0; i < 3; i++)
      expect((await upload(pngImage({ width: i + 1, height: 2 }), 'a.png')).url).toBeDefined();
  });

  it('refuses bytes that are not an image, whatever the file is called', async () => {
    expect(await upload(text('<svg onload="alert(1)"/>'), 'avatar.png')).toMatchObject({
      refused: 'error.uploadNotImage',
    });
  });

  it('refuses a file over 5 MB as too large', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(pngImage());
    expect(await upload(big)).toMatchObject({ refused: 'error.uploadTooLarge' });
  });

  it('asks for the file when the form has none', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}--\r\n`,
    });
    expect(res.json()).toMatchObject({ refused: 'error.missingParam', params: { name: 'file' } });
  });

  it("counts a reader's pictures per day, refuses past the quota, and every server counts the same day", async () => {
    for (let i = 0; i < 3; i++)
      expect((await upload(pngImage({ width: i + 1, height: 1 }), 'a.png')).url).toBeDefined();
    const refused = await upload(pngImage({ width: 9, height: 1 }), 'a.png');
    expect(refused).toMatchObject({
      refused: 'error.uploadQuota',
      params: { files: 3, megabytes: 1 },
    });
    // A second server (or this one restarted) over the same database: the day is still full.
    uploads = () =>
      new UploadService(
        fixture.services.media,
        repositoriesOver(fixture.data.db, fixture.data.database.dialect),
        { dailyFiles: 3, dailyBytes: 1024 * 1024 },
        fixture.data.clock,
        new PicturePipeline({ inFlight: 1, queue: 8 }),
      );
    expect(await upload(pngImage({ width: 9, height: 1 }), 'a.png')).toMatchObject({
      refused: 'error.uploadQuota',
    });
    // Another reader has a quota of their own; the next day (UTC) this one has a new one.
    const other = reader;
    reader = await fixture.reader();
    expect((await upload(pngImage({ width: 9, height: 1 }), 'a.png')).url).toBeDefined();
    reader = other;
    fixture.data.clock.advance(24 * 3_600_000);
    expect((await upload(pngImage({ width: 9, height: 1 }), 'a.png')).url).toBeDefined();
  });

  it("refuses once the day's bytes would pass the quota, and counts nothing it refused", async () => {
    // Pixels that do not compress: about 480 KB a picture, against 1 MB a day.
    const first = pngImage({ width: 400, height: 400, noise: 1 });
    expect(first.length).toBeGreaterThan(400_000);
    expect((await upload(first, 'a.png')).url).toBeDefined();
    expect(
      (await upload(pngImage({ width: 400, height: 400, noise: 2 }), 'a.png')).url,
    ).toBeDefined();
    expect(await upload(pngImage({ width: 400, height: 400, noise: 3 }), 'a.png')).toMatchObject({
      refused: 'error.uploadQuota',
    });
    // The refused one was not counted: a small third picture still fits in the day.
    expect((await upload(pngImage({ width: 2, height: 2 }), 'a.png')).url).toBeDefined();
  });

  it('does not count a refused file against the day', async () => {
    for (let i = 0; i < 5; i++)
      expect(await upload(text('not a picture'), 'a.png')).toMatchObject({
        refused: 'error.uploadNotImage',
      });
    for (let i = 0; i < 3; i++)
      expect((await upload(pngImage({ width: i + 1, height: 2 }), 'a.png')).url).toBeDefined();
  });
});
