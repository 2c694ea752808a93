import type { Insertable, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentDetailSchema, contentPageSchema } from '@news/contract/contentSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { liveDetailSchema, liveMessageListSchema } from '@news/contract/liveSchemas';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { topicDetailSchema } from '@news/contract/topicSchemas';
import type { z } from 'zod/mini';
import type { DatabaseHandle } from '../db/database.ts';
import type { PicturesTable } from '../db/schema.ts';
import type { AppServices } from '../services/AppServices.ts';
import { emptyTables } from '../testing/emptyTables.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { TestClock } from '../testing/TestClock.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { TEST_SITE_ID, TestRows } from '../testing/TestRows.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** The Russian site: another site's library must not reach the English one. */
const OTHER_SITE_ID = siteByLang('ru').id;

const address = (n: number, size = '1600x900'): string =>
  `/media/pictures/${String(n).padStart(32, '0')}/${size}-336699.jpg`;
const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);
const imageField = (url: string): string => JSON.stringify([{ url }]);
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const coverOf = (img: string): string => (JSON.parse(img) as { url: string }[])[0]?.url ?? '';

/** Counts the queries that read the media library's table, whatever they come from. */
class LibraryQueries implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    if (JSON.stringify(args.node).includes('"name":"pictures"')) this.count += 1;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = (args) => Promise.resolve(args.result);
}

describe.each(embeddedEngine())('the media library in readers’ responses on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  const library = new LibraryQueries();
  let rows: TestRows;
  let clock: TestClock;

  beforeAll(async () => {
    database = await engine.open();
    const counted: DatabaseHandle = { ...database, db: database.db.withPlugin(library) };
    // No response cache: every request below is built, so each shows its own lookups.
    server = await startTestServer(counted, { RESPONSE_CACHE_MS: '0' });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  beforeEach(async () => {
    await emptyTables(database);
    clock = new TestClock();
    rows = new TestRows(database.db, clock);
  });

  async function picture(url: string, fields: Partial<Insertable<PicturesTable>> = {}) {
    await database.db
      .insertInto('pictures')
      .values({
        site_id: TEST_SITE_ID,
        url,
        width: 1600,
        height: 900,
        bytes: 123_456,
        uploaded_by: null,
        created_at: clock.iso(),
        updated_at: clock.iso(),
        ...fields,
      })
      .execute();
  }

  async function read<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    query: Record<string, string>,
    lang: SiteLang = 'en',
    base = server.baseUrl,
  ): Promise<z.output<S>> {
    const url = new URL(`${base}${siteByLang(lang).prefix}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const res = await fetch(url, { headers: signedHeaders(lang) });
    expect(res.status).toBe(200);
    const body = envelopeSchema(schema).parse(await res.json());
    expect(body.code).toBe(1);
    return (body as { data: z.output<S> }).data;
  }

  /** What `read` gives, with the library queries the request made. */
  async function counting<T>(request: () => Promise<T>): Promise<{ data: T; lookups: number }> {
    const before = library.count;
    const data = await request();
    return { data, lookups: library.count - before };
  }

  it('gives a list item’s cover its focal point only when its own site’s library moved it', async () => {
    const channel = await rows.category();
    const [moved, centred, elsewhere, absent] = [address(1), address(2), address(3), address(4)];
    await picture(moved, { focus_x: 30, focus_y: 70 });
    await picture(centred, { focus_x: 50, focus_y: 50 });
    await picture(elsewhere, { site_id: OTHER_SITE_ID, focus_x: 10, focus_y: 20 });
    const ids = new Map<string, number>();
    for (const url of [moved, centred, elsewhere, absent])
      ids.set(url, await rows.item({ category_id: channel, img: imageField(url) }));
    const russian = await rows.item({ site_id: OTHER_SITE_ID, img: imageField(elsewhere) });

    const { data: page, lookups } = await counting(() =>
      read(contentPageSchema, '/cms/content/commonList', { categoryId: String(channel) }),
    );
    const covers = new Map(page.rows.map((row) => [Number(row.id), coverOf(row.img)]));
    expect(covers.get(ids.get(moved) ?? 0)).toBe(`${moved}#focus=30,70`);
    expect(covers.get(ids.get(centred) ?? 0)).toBe(centred);
    expect(covers.get(ids.get(elsewhere) ?? 0)).toBe(elsewhere);
    expect(covers.get(ids.get(absent) ?? 0)).toBe(absent);
    expect(lookups).toBe(1);

    const ru = await read(contentPageSchema, '/cms/content/commonList', {}, 'ru');
    expect(ru.rows.find((row) => Number(row.id) === russian)?.img).toBe(
      imageField(`${elsewhere}#focus=10,20`),
    );
  });

  it('looks the library up once for a list of 20 pictures, and never for drawings', async () => {
    const channel = await rows.category();
    for (let n = 0; n < 20; n += 1) {
      await picture(address(100 + n), { focus_x: n, focus_y: 40 });
      await rows.item({ category_id: channel, img: imageField(address(100 + n)) });
    }
    const twenty = await counting(() =>
      read(contentPageSchema, '/cms/content/commonList', {
        categoryId: String(channel),
        pageSize: '20',
      }),
    );
    expect(twenty.data.rows).toHaveLength(20);
    expect(twenty.data.rows.every((row) => row.img.includes('#focus='))).toBe(true);
    expect(twenty.lookups).toBe(1);

    const drawings = await rows.category();
    const drawing = await rows.item({
      category_id: drawings,
      img: imageField('/media/seed/ab/harbour.svg'),
      body_html: '<p>Text</p><img src="/media/seed/ab/boat.svg" alt="A boat" loading="lazy">',
    });
    const list = await counting(() =>
      read(contentPageSchema, '/cms/content/commonList', { categoryId: String(drawings) }),
    );
    expect(list.data.rows).toHaveLength(1);
    expect(list.lookups).toBe(0);
    const detail = await counting(() =>
      read(contentDetailSchema, '/cms/content/commonDetail', { id: String(drawing) }),
    );
    expect(detail.data.content).toContain('alt="A boat"');
    expect(detail.data.pictureNotes).toBeUndefined();
    expect(detail.lookups).toBe(0);
  });

  it('gives a detail its cover and gallery notes, and its body pictures alt, caption and credit', async () => {
    const cover = address(1),
      gallery = address(2),
      undescribed = address(3),
      body = address(4),
      plain = address(5);
    await picture(cover, { alt: 'Boats at dawn', caption: 'The harbour', credit: 'Ana Lee' });
    await picture(gallery, { alt: 'Nets', caption: '', credit: 'Photo desk', focus_x: 5 });
    await picture(body, {
      alt: 'Fireworks over the bay',
      caption: 'New year <script>alert(1)</script>',
      credit: 'Li & Park',
    });
    await picture(plain, { alt: '', caption: '', credit: '' });
    const id = await rows.item({
      publish_type: 'TUJIE',
      img: imageField(cover),
      body_html: `<p>Before</p><p><img src="${body}" alt="fireworks.jpg" loading="lazy"></p><figure><img src="${body}" loading="lazy"><figcaption>Editor’s words</figcaption></figure><img src="${plain}" alt="Editor’s alt" loading="lazy">`,
    });
    await database.db
      .insertInto('content_images')
      .values([
        {
          content_id: id,
          position: 0,
          url: gallery,
          caption: 'Own caption',
          width: 1600,
          height: 900,
        },
        { content_id: id, position: 1, url: undescribed, caption: '', width: 1600, height: 900 },
      ])
      .execute();

    const { data: detail, lookups } = await counting(() =>
      read(contentDetailSchema, '/cms/content/commonDetail', { id: String(id) }),
    );
    expect(lookups).toBe(1);
    expect(detail.pictureNotes).toEqual([
      { url: cover, alt: 'Boats at dawn', caption: 'The harbour', credit: 'Ana Lee' },
      { url: gallery, alt: 'Nets', caption: '', credit: 'Photo desk' },
    ]);
    // The gallery keeps the item's own captions; its pictures carry their focal points.
    expect(detail.images.map((image) => [image.url, image.caption])).toEqual([
      [`${gallery}#focus=5,50`, 'Own caption'],
      [undescribed, ''],
    ]);
    const figcaption =
      '<figcaption><span class="caption">New year &lt;script&gt;alert(1)&lt;/script&gt;</span><span class="credit">Li &amp; Park</span></figcaption>';
    expect(detail.content).toMatch(
      new RegExp(
        `^<p>Before</p><figure><img src="${body}"[^>]* alt="Fireworks over the bay"[^>]*>${literally(figcaption)}</figure><figure>`,
      ),
    );
    expect(detail.content).toContain('<figcaption>Editor’s words</figcaption></figure>');
    expect(detail.content.match(/<figure>/g)).toHaveLength(2);
    expect(detail.content).toMatch(new RegExp(`<img src="${plain}"[^>]* alt="Editor’s alt"`));
    expect(detail.content).not.toContain('<script');
  });

  it('gives a topic and a broadcast their pictures’ focal points and notes', async () => {
    const banner = address(1),
      cover = address(2),
      post = address(3),
      readerPicture = address(4);
    await picture(banner, {
      alt: 'Festival',
      credit: 'City press office',
      focus_x: 20,
      focus_y: 30,
    });
    await picture(cover, { caption: 'Opening night' });
    await picture(post, { alt: 'Stage', credit: 'Ana Lee', focus_x: 80, focus_y: 10 });
    await picture(readerPicture, { alt: 'not ours to describe', focus_x: 1, focus_y: 1 });
    const topicId = await rows.special({
      banner_img: imageField(banner),
      cover_img: imageField(cover),
    });
    const topic = await read(topicDetailSchema, '/cms/special/detail', { id: String(topicId) });
    expect(topic.bannerImg).toBe(imageField(`${banner}#focus=20,30`));
    expect(topic.coverImg).toBe(imageField(cover));
    expect(topic.pictureNotes).toEqual([
      { url: banner, alt: 'Festival', caption: '', credit: 'City press office' },
      { url: cover, alt: '', caption: 'Opening night', credit: '' },
    ]);

    const liveId = await rows.live({ cover_img: imageField(banner) });
    const live = await read(liveDetailSchema, '/live/video/deatil.do', { id: String(liveId) });
    expect(live.coverImg).toBe(imageField(`${banner}#focus=20,30`));
    expect(live.pictureNotes?.map((note) => note.url)).toEqual([banner]);

    await database.db
      .insertInto('live_messages')
      .values([
        {
          live_id: liveId,
          kind: 'host',
          author: 'Host',
          content: 'On stage',
          image: post,
          created_at: clock.iso(-2_000),
        },
        {
          live_id: liveId,
          kind: 'message',
          author: 'Reader',
          content: 'Look',
          image: readerPicture,
          created_at: clock.iso(-1_000),
        },
      ])
      .execute();
    const messages = await read(liveMessageListSchema, '/live/video/liveMessageList.do', {
      id: String(liveId),
    });
    expect(messages.rows.map((m) => m.image)).toEqual([readerPicture, `${post}#focus=80,10`]);
    expect(messages.pictureNotes).toEqual([
      { url: post, alt: 'Stage', caption: '', credit: 'Ana Lee' },
    ]);
  });

  it('shares an item with the focal crop, its alt, and credited ImageObjects for search engines', async () => {
    const cover = address(7, '4032x3024');
    await picture(cover, {
      alt: 'Boats "leaving" at dawn',
      caption: 'The harbour at six',
      credit: 'Ana Lee / City Daily',
      focus_x: 30,
      focus_y: 70,
    });
    const id = await rows.item({ img: imageField(cover), body_html: '<p>Text</p>' });
    const res = await fetch(`${server.baseUrl}/s/en/${String(id)}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    const meta = (property: string): string | undefined =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(page)?.[1];
    const folder = `${server.baseUrl}${folderOf(cover)}`;
    expect(meta('og:image')).toBe(`${folder}og-30-70.jpg`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBe('Boats &quot;leaving&quot; at dawn');

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}';
    const article = JSON.parse(jsonLd) as { image: unknown };
    const credited = {
      '@type': 'ImageObject',
      caption: 'The harbour at six',
      creditText: 'Ana Lee / City Daily',
      copyrightNotice: 'Ana Lee / City Daily',
    };
    expect(article.image).toEqual([
      { ...credited, url: `${folder}c16x9-30-70.jpg`, width: 1200, height: 675 },
      { ...credited, url: `${folder}c4x3-30-70.jpg`, width: 1200, height: 900 },
      { ...credited, url: `${folder}c1x1-30-70.jpg`, width: 1200, height: 1200 },
    ]);

    // Feeds: Media RSS has a place for the credit.
    const rss = await (await fetch(`${server.baseUrl}/feeds/en/rss.xml`)).text();
    expect(rss).toContain('<media:credit>Ana Lee / City Daily</media:credit>');
  });

  it('shows a library edit in the next response once the change is announced, with the cache on', async () => {
    let services: AppServices | undefined;
    const cached = await startTestServer(database, { RESPONSE_CACHE_MS: '60000' }, (s) => {
      services = s;
      return [];
    });
    try {
      const cover = address(9);
      await picture(cover, { alt: 'Before the edit' });
      const id = await rows.item({ img: imageField(cover) });
      const detail = () =>
        read(
          contentDetailSchema,
          '/cms/content/commonDetail',
          { id: String(id) },
          'en',
          cached.baseUrl,
        );
      const list = () =>
        read(contentPageSchema, '/cms/content/commonList', {}, 'en', cached.baseUrl);
      expect((await detail()).pictureNotes?.[0]?.alt).toBe('Before the edit');
      expect((await list()).rows[0]?.img).toBe(imageField(cover));

      await database.db
        .updateTable('pictures')
        .set({ alt: 'After the edit', focus_x: 25, focus_y: 75 })
        .where('url', '=', cover)
        .execute();
      // Still the kept answer: the cache is on, and nothing has been announced yet.
      expect((await detail()).pictureNotes?.[0]?.alt).toBe('Before the edit');

      // As the library's write side announces an edit: the items that use the picture changed.
      services?.signals.publicChange.emit({
        scope: 'items',
        siteId: TEST_SITE_ID,
        itemIds: [id],
        lists: false,
      });
      expect((await detail()).pictureNotes?.[0]?.alt).toBe('After the edit');
      expect((await list()).rows[0]?.img).toBe(imageField(`${cover}#focus=25,75`));
    } finally {
      await cached.close();
    }
  });
});
