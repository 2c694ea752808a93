import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { pngChunk, pngImage, text } from '../testing/imageFixtures.ts';
import { portraitPhoneJpeg } from '../testing/photoFixtures.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { startFakeWechatProvider, type FakeWechatProvider } from '../testing/fakeWechatProvider.ts';
import { UPLOAD_MAX_BYTES } from '../services/media/UploadService.ts';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

describe.each(embeddedEngine())('uploads and messaging-app sign-in on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let provider: FakeWechatProvider;
  let token = '';

  beforeAll(async () => {
    database = await engine.open();
    provider = await startFakeWechatProvider();
    server = await startTestServer(database, {
      WECHAT_APP_ID: provider.config.appId,
      WECHAT_APP_SECRET: provider.config.appSecret,
      WECHAT_API_BASE: provider.config.apiBase,
      WECHAT_AUTHORIZE_BASE: provider.config.authorizeBase,
    });
    // A signed-in reader, made the way the app does it: through the messaging app.
    const res = await fetch(`${server.baseUrl}/enapi/weChat/appWXLogin`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
      body: JSON.stringify({
        code: provider.issueCode({ openId: 'o-app-reader', nickname: 'Harbour Fan' }),
      }),
    });
    const body = (await res.json()) as Envelope;
    expect(body.code, body.msg).toBe(1);
    token = (body.data as { token: string }).token;
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
    await database.close();
  });

  async function upload(bytes: Uint8Array, name: string, withToken = true): Promise<Envelope> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const res = await fetch(`${server.baseUrl}/enapi/file/upload.do`, {
      method: 'POST',
      headers: signedHeaders('en', withToken ? { token } : {}),
      body: form,
    });
    return (await res.json()) as Envelope;
  }

  it('stores an image without its metadata, as a picture folder named after its content', async () => {
    const png = pngImage({
      width: 4,
      height: 3,
      extra: [pngChunk('tEXt', text('Comment\0taken at 36.06N 120.38E'))],
    });
    const res = await upload(png, '../../evil name.php');
    expect(res.code, res.msg).toBe(1);
    const url = (res.data as { url: string }).url;
    // A picture's address (ADR 0024): its folder, its size and its colour; a clean JPEG.
    expect(url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/4x3-[0-9a-f]{6}\.jpg$/);
    const stored = readFileSync(join(server.dataDir, url.replace('/media/', 'media/')));
    expect(stored.toString('latin1')).not.toContain('36.06N');
    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // The avatar can then be set to it.
    const update = await fetch(`${server.baseUrl}/enapi/people/user/update.do`, {
      method: 'POST',
      headers: { ...signedHeaders('en', { token }), 'content-type': 'application/json' },
      body: JSON.stringify({ avatar: url }),
    });
    expect(((await update.json()) as Envelope).data).toMatchObject({ avatar: url });
  });

  it('takes a portrait phone photo as an avatar, upright and without its GPS position', async () => {
    const res = await upload(await portraitPhoneJpeg(300, 400), 'IMG_0001.JPG');
    expect(res.code, res.msg).toBe(1);
    const url = (res.data as { url: string }).url;
    expect(url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/300x400-[0-9a-f]{6}\.jpg$/);
    const folder = url.replace(/[^/]+$/, '');
    for (const name of [url.slice(folder.length), 'w300.jpg', 'w300.webp', 'source.jpg']) {
      const served = await fetch(`${server.baseUrl}${folder}${name}`);
      expect({ name, status: served.status }).toEqual({ name, status: 200 });
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ name, size: [meta.width, meta.height], exif: meta.exif }).toEqual({
        name,
        size: [300, 400],
        exif: undefined,
      });
      // The camera's name is text in the EXIF block: finding it would mean metadata was copied.
      expect({ name, camera: bytes.includes('PhoneCo'), exif: bytes.includes('Exif') }).toEqual({
        name,
        camera: false,
        exif: false,
      });
      // The red band is at the top: upright.
      const { data } = await sharp(bytes)
        .extract({ left: 150, top: 10, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect({ name, red: (data[0] ?? 0) > 200 && (data[2] ?? 255) < 60 }).toEqual({
        name,
        red: true,
      });
    }
    const update = await fetch(`${server.baseUrl}/enapi/people/user/update.do`, {
      method: 'POST',
      headers: { ...signedHeaders('en', { token }), 'content-type': 'application/json' },
      body: JSON.stringify({ avatar: url }),
    });
    expect(((await update.json()) as Envelope).data).toMatchObject({ avatar: url });
  });

  it('refuses what is not an image, whatever it is called', async () => {
    expect(await upload(text('<html><script>alert(1)</script></html>'), 'photo.jpg')).toMatchObject(
      { code: 0, msg: 'Only JPEG, PNG, GIF or WebP pictures can be uploaded.' },
    );
    expect(
      (
        await upload(
          text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'a.svg',
        )
      ).code,
    ).toBe(0);
    const polyglot = new Uint8Array([...pngImage(), ...text('PK\u0003\u0004 zip payload')]);
    expect((await upload(polyglot, 'a.png')).code).toBe(0);
  });

  it('refuses oversized files and pixel floods', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pngImage());
    expect(await upload(big, 'big.png')).toMatchObject({
      code: 0,
      msg: 'The picture is too large.',
    });
    const flood = pngImage({ width: 1, height: 1 });
    // Rewrite IHDR to claim 50,000 × 50,000 pixels with a valid CRC.
    const ihdr = pngChunk(
      'IHDR',
      new Uint8Array([0, 0, 0xc3, 0x50, 0, 0, 0xc3, 0x50, 8, 2, 0, 0, 0]),
    );
    const claimed = new Uint8Array([...flood.slice(0, 8), ...ihdr, ...flood.slice(8 + 25)]);
    expect((await upload(claimed, 'flood.png')).msg).toBe('The picture is too large.');
  });

  it('answers every upload over the limit "too large", wherever the stream is cut', async () => {
    // Sizes just past the limit: the parser may flag the cut before or after it hands over the
    // last chunk it keeps, and either way the reader must hear the same answer.
    const sizes = [1, 2, 100, 4_095, 4_096, 4_097, 16_384, 65_535, 65_536, 65_537, 200_000].map(
      (over) => UPLOAD_MAX_BYTES + over,
    );
    for (const size of sizes) {
      const bytes = new Uint8Array(size);
      bytes.set(pngImage());
      const answer = await upload(bytes, 'big.png');
      expect({ size, msg: answer.msg }).toEqual({ size, msg: 'The picture is too large.' });
    }
    // Right at the limit it is read whole: an image that size is judged as an image.
    const atLimit = new Uint8Array(UPLOAD_MAX_BYTES);
    atLimit.set(pngImage());
    expect((await upload(atLimit, 'at-limit.png')).msg).not.toBe('The picture is too large.');
  });

  it('asks for sign-in before an upload', async () => {
    expect((await upload(pngImage(), 'a.png', false)).code).toBe(401);
  });

  it('signs a reader in through the official-account OAuth redirects', async () => {
    const host = `${server.baseUrl}/#/pages/index/user?lang=en`;
    const start = await fetch(
      `${server.baseUrl}/enapi/user/wxOfficialAccountOauth?host=${encodeURIComponent(host)}&event=login`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    const authorize = start.headers.get('location') ?? '';
    expect(
      authorize.startsWith(
        `${provider.config.authorizeBase}/connect/oauth2/authorize?appid=wx-test-app`,
      ),
    ).toBe(true);
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = atProvider.headers.get('location') ?? '';
    expect(callback).toContain('/enapi/user/wxOfficialAccountOauth/callback?code=');
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const landing = new URL(back.headers.get('location') ?? '');
    expect(landing.origin).toBe(server.baseUrl);
    const wxToken = new URLSearchParams(landing.hash.split('?')[1]).get('wxToken') ?? '';
    const profile = await fetch(`${server.baseUrl}/enapi/people/user/info.do`, {
      headers: signedHeaders('en', { token: wxToken }),
    });
    expect(((await profile.json()) as Envelope).data).toMatchObject({
      name: provider.defaultUser.nickname,
      status: 'active',
    });
    // The code was single use: replaying the callback signs no one in.
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Envelope).code).toBe(0);
  });

  it('will not send a token to another site', async () => {
    const res = await fetch(
      `${server.baseUrl}/enapi/user/wxOfficialAccountOauth?host=${encodeURIComponent('https://evil.example/#/')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Envelope).code).toBe(0);
  });

  it('answers JS-SDK configurations for this site’s pages, fetching the ticket once', async () => {
    const url = `${server.baseUrl}/?lang=en`;
    const ask = async (): Promise<{
      appId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
    }> => {
      const res = await fetch(
        `${server.baseUrl}/enapi/wechat/jssdkConfig.do?url=${encodeURIComponent(`${url}#/pages/index/index`)}`,
        { headers: signedHeaders('en') },
      );
      const body = (await res.json()) as Envelope;
      expect(body.code, body.msg).toBe(1);
      return body.data as { appId: string; timestamp: number; nonceStr: string; signature: string };
    };
    const first = await ask();
    const second = await ask();
    expect(first.appId).toBe('wx-test-app');
    expect(first.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(first.nonceStr).not.toBe(second.nonceStr);
    expect(Math.abs(first.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(provider.ticketRequests).toBe(1);
    const elsewhere = await fetch(
      `${server.baseUrl}/enapi/wechat/jssdkConfig.do?url=${encodeURIComponent('https://evil.example/')}`,
      { headers: signedHeaders('en') },
    );
    expect(((await elsewhere.json()) as Envelope).code).toBe(0);
  });
});
