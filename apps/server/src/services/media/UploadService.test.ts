import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFileOf } from '../../http/multipartFile.ts';
import { DomainError } from '../shared/DomainError.ts';
import { exifSegment, jpegImage, pngImage, text } from '../../testing/imageFixtures.ts';
import { DirectoryMediaStore } from '../../upload/DirectoryMediaStore.ts';
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

describe('UploadService', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'news-uploads-'));
    const uploads = new UploadService(new DirectoryMediaStore(root));
    app = Fastify();
    // As the server registers the parser (app.ts).
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
    app.post('/upload', async (request) => {
      try {
        return await uploads.uploadImage(multipartFileOf(request));
      } catch (error) {
        if (error instanceof DomainError)
          return { refused: error.messageKey, params: error.params };
        throw error;
      }
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
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

  const stored = (url: string) => readFileSync(join(root, url.replace(/^\/media\//, '')));

  it('stores an image under a name made from its bytes, with the extension of what it really is', async () => {
    const png = pngImage({ width: 2, height: 2 });
    const { url } = await upload(png, 'holiday.jpg');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect(stored(url ?? '').subarray(0, 8)).toEqual(Buffer.from(png.subarray(0, 8)));
  });

  it('removes where and how a photo was taken before storing it', async () => {
    const { url } = await upload(jpegImage({ width: 3, height: 4, extra: [exifSegment()] }));
    const bytes = stored(url ?? '');
    expect(bytes.includes('GPS')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
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
});
