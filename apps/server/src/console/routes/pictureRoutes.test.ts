import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDetailSchema, type UploadedImage } from '@news/contract/console/itemSchemas';
import {
  libraryPicturePageSchema,
  libraryPictureSchema,
  pictureLookupSchema,
  type LibraryPicture,
} from '@news/contract/console/pictureSchemas';
import { pictureAddress } from '@news/contract/pictures';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { statusOf } from '../../testing/statusOf.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

/** A white picture with a red square at its right edge, halfway down. */
function photo(background = '#ffffff'): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 800, channels: 3, background } })
    .composite([
      {
        input: { create: { width: 150, height: 150, channels: 3, background: '#ff0000' } },
        left: 1440,
        top: 325,
      },
    ])
    .png()
    .toBuffer();
}

describe.each(embeddedEngine())('the media library’s console calls on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let stranger: ConsoleClient;
  let channel: string;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(
      database,
      engine.name === 'postgres'
        ? { MEDIA_STORE: 'postgres', DATABASE_URL: database.cliEnv.DATABASE_URL ?? '' }
        : {},
    );
    editor = await signedInStaff(server.baseUrl, database, 'photo.desk', 'editor', ['en']);
    stranger = await signedInStaff(server.baseUrl, database, 'ru.desk', 'editor', ['ru']);
    channel = await channelOf(database, 'en', 'news');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  async function upload(bytes: Uint8Array, client = editor): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
    const answer = await client.call<UploadedImage>('POST', '/uploads/images?site=en', form);
    expect(answer.status, answer.body.msg).toBe(200);
    return answer.body.data.url;
  }

  async function entryOf(url: string): Promise<LibraryPicture> {
    const answer = await editor.call('POST', '/pictures/lookup', { site: 'en', urls: [url] });
    expect(answer.status, answer.body.msg).toBe(200);
    const [entry] = pictureLookupSchema.parse(answer.body.data).items;
    if (!entry) throw new Error(`no library entry for ${url}`);
    return entry;
  }

  it('records an upload once per address, described, refocused and deleted through the calls', async () => {
    const bytes = await photo();
    const url = await upload(bytes);
    expect(await upload(bytes)).toBe(url);
    const page = libraryPicturePageSchema.parse(
      (await editor.get('/pictures?site=en&filter=mine')).body.data,
    );
    expect(page.rows.filter((row) => row.url === url)).toHaveLength(1);
    const entry = page.rows.find((row) => row.url === url);
    const served = Buffer.from(await (await fetch(`${server.baseUrl}${url}`)).arrayBuffer());
    expect(entry).toMatchObject({
      site: 'en',
      width: 1600,
      height: 800,
      bytes: served.length,
      alt: '',
      focusX: 50,
      focusY: 50,
      uploadedBy: 'photo.desk',
      uses: [],
      useCount: 0,
    });
    const id = entry?.id ?? '';
    const base = pictureAddress(url)?.base ?? '';
    expect(await statusOf(`${server.baseUrl}${base}c1x1-50-50.jpg`)).toBe(200);
    expect(await statusOf(`${server.baseUrl}${base}c1x1-95-50.jpg`)).toBe(404);

    const put = await editor.call('PUT', `/pictures/${id}`, {
      alt: '  A red sign on a white wall  ',
      caption: 'The sign by the harbour',
      credit: 'Photo desk',
      focusX: 95,
      focusY: 50,
    });
    expect(put.status, put.body.msg).toBe(200);
    expect(libraryPictureSchema.parse(put.body.data)).toMatchObject({
      alt: 'A red sign on a white wall',
      focusX: 95,
    });
    // The crops around the new point are there before the answer.
    for (const crop of ['og', 'c16x9', 'c4x3', 'c1x1'])
      expect(await statusOf(`${server.baseUrl}${base}${crop}-95-50.jpg`)).toBe(200);
    const square = Buffer.from(
      await (await fetch(`${server.baseUrl}${base}c1x1-95-50.jpg`)).arrayBuffer(),
    );
    const { data } = await sharp(square)
      .extract({ left: 715, top: 400, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);

    const got = await editor.get(`/pictures/${id}`);
    expect(libraryPictureSchema.parse(got.body.data)).toMatchObject({
      caption: 'The sign by the harbour',
      credit: 'Photo desk',
    });
    const searched = libraryPicturePageSchema.parse(
      (await editor.get('/pictures?site=en&q=harbour')).body.data,
    );
    expect(searched.rows.map((row) => row.id)).toEqual([id]);
    expect(
      libraryPicturePageSchema
        .parse((await editor.get('/pictures?site=en&filter=noAlt')).body.data)
        .rows.map((row) => row.id),
    ).not.toContain(id);

    const removed = await editor.call('DELETE', `/pictures/${id}`);
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await editor.get(`/pictures/${id}`)).status).toBe(404);
    expect(await statusOf(`${server.baseUrl}${url}`)).toBe(404);
    expect(await statusOf(`${server.baseUrl}${base}c1x1-95-50.jpg`)).toBe(404);
  });

  it('keeps the uses as items are saved, and refuses to delete a picture an item uses', async () => {
    const url = await upload(await photo('#eeeeee'));
    const entry = await entryOf(`${url}#focus=10,20`);
    expect(entry.url).toBe(url);

    const created = await editor.call('POST', '/items', {
      document: documentOf('TUWEN', 'en', channel, {
        title: 'Sign at the harbour',
        cover: url,
        body: `<p>The sign.</p><p><img src="${url}" alt=""></p>`,
      }),
    });
    expect(created.status, created.body.msg).toBe(200);
    const item = itemDetailSchema.parse(created.body.data);
    const used = libraryPictureSchema.parse((await editor.get(`/pictures/${entry.id}`)).body.data);
    expect(used.useCount).toBe(2);
    expect(used.uses).toEqual(
      expect.arrayContaining([
        { itemId: item.id, title: 'Sign at the harbour', publishType: 'TUWEN', kind: 'cover' },
        { itemId: item.id, title: 'Sign at the harbour', publishType: 'TUWEN', kind: 'body' },
      ]),
    );
    const unused = libraryPicturePageSchema.parse(
      (await editor.get('/pictures?site=en&filter=unused&pageSize=50')).body.data,
    );
    expect(unused.rows.map((row) => row.id)).not.toContain(entry.id);

    const refused = await editor.call('DELETE', `/pictures/${entry.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'This picture is used by 2 items. Take it out of those items first.',
    );
    expect(await statusOf(`${server.baseUrl}${url}`)).toBe(200);

    // Saved without the picture: no use is left, and it may go.
    const saved = await editor.call('PUT', `/items/${item.id}`, {
      version: item.version,
      document: { ...item.document, cover: '', body: '<p>No picture now.</p>' },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(
      libraryPictureSchema.parse((await editor.get(`/pictures/${entry.id}`)).body.data).useCount,
    ).toBe(0);
    expect((await editor.call('DELETE', `/pictures/${entry.id}`)).status).toBe(200);
  });

  it('answers an editor of another site as for a missing picture', async () => {
    const url = await upload(await photo('#dddddd'));
    const { id } = await entryOf(url);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { alt: 'x', caption: '', credit: '', focusX: 50, focusY: 50 }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await stranger.call(method, `/pictures/${id}`, body);
      const missing = await stranger.call(method, '/pictures/999999', body);
      expect({ method, status: answer.status, msg: answer.body.msg }).toEqual({
        method,
        status: 404,
        msg: missing.body.msg,
      });
    }
    expect((await stranger.get('/pictures?site=en')).status).toBe(403);
    expect(
      (await stranger.call('POST', '/pictures/lookup', { site: 'en', urls: [url] })).status,
    ).toBe(403);
    expect((await entryOf(url)).alt).toBe('');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const url = await upload(await photo('#cccccc'));
    const { id } = await entryOf(url);
    const good = { alt: 'Fine', caption: '', credit: '', focusX: 50, focusY: 50 };
    const outside = await editor.call('PUT', `/pictures/${id}`, { ...good, focusX: 101 });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toMatch(/focusX/);
    const long = await editor.call('PUT', `/pictures/${id}`, { ...good, alt: 'a'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/alt/);
    expect((await editor.get(`/pictures?site=en&q=${'q'.repeat(101)}`)).status).toBe(400);
    expect((await editor.get('/pictures?site=en&pageSize=1000')).status).toBe(400);
    const many = await editor.call('POST', '/pictures/lookup', {
      site: 'en',
      urls: Array.from({ length: 301 }, () => url),
    });
    expect(many.status).toBe(400);
    expect((await entryOf(url)).alt).toBe('');
  });
});
