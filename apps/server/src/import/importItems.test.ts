import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import { testEngines } from '../testing/testDatabases.ts';
import { importItems } from './importItems.ts';
import { parseFeed } from './parseFeed.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Qingdao Daily</title>
<item>
  <title>Ferry timetable changes for winter</title>
  <link>https://news.example.com/ferry</link>
  <guid>https://news.example.com/ferry</guid>
  <pubDate>Sat, 21 Nov 2026 09:30:00 +0800</pubDate>
  <dc:creator>Li Na</dc:creator>
  <category>Transport</category>
  <description>Fewer sailings from December.</description>
  <content:encoded><![CDATA[<p>Fewer sailings <script>alert(1)</script>from December.</p><img src="https://img.example.com/ferry.jpg" onerror="x()">]]></content:encoded>
</item>
<item>
  <title></title>
  <guid>no-title</guid>
  <pubDate>Sat, 21 Nov 2026 09:30:00 +0800</pubDate>
</item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Yantai</title>
<entry>
  <id>urn:uuid:apple-harvest</id>
  <title>Apple harvest begins in Qixia</title>
  <published>2026-11-20T06:00:00Z</published>
  <author><name>Zhang Wei</name></author>
  <link rel="enclosure" type="image/jpeg" href="https://img.example.com/apples.jpg"/>
  <summary>Orchards are busy.</summary>
  <content type="html">&lt;p&gt;Orchards are busy.&lt;/p&gt;</content>
</entry>
</feed>`;

const JSON_FILE = JSON.stringify({
  items: [
    {
      id: 'pic-1',
      publishType: 'TUSHUO',
      title: 'Kites over Weifang',
      publishDate: '2026-11-19T10:00:00+08:00',
      images: [
        { url: 'https://img.example.com/k1.jpg', caption: 'The first kites go up.' },
        { url: 'https://img.example.com/k2.jpg', caption: 'A dragon kite.' },
      ],
    },
    {
      id: 'vid-1',
      publishType: 'SHIPING',
      title: 'A video without a file',
      publishDate: '2026-11-19T10:00:00Z',
    },
    { id: 'bad-date', title: 'When?', publishDate: 'yesterday' },
    {
      id: 'elsewhere',
      title: 'Nowhere',
      publishDate: '2026-11-19T10:00:00Z',
      channel: 'no-such-channel',
    },
  ],
});

describe.each(testEngines())('import on $name', (engine) => {
  let database: DatabaseHandle;
  const site = siteByLang('en');

  beforeAll(async () => {
    database = await engine.open();
    await new SitesRepository(database.db).upsert({
      id: site.id,
      lang: site.lang,
      name: 'Test',
      appUrl: '',
    });
    await new CategoriesRepository(database.db).insert({
      site_id: site.id,
      parent_id: null,
      key: 'local',
      title: 'Local',
      kind: 'news',
      is_tab: 1,
      is_home_column: 1,
      sort: 0,
      domain: 'local',
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const run = (source: string) =>
    importItems(database.db, parseFeed(source).items, {
      site,
      dialect: database.dialect,
      defaultChannel: 'local',
    });

  it('imports an RSS feed, sanitising the body and keeping the image by URL', async () => {
    const summary = await run(RSS);
    expect(summary.added).toBe(1);
    expect(summary.skipped).toEqual([
      { id: 'no-title', reason: expect.stringContaining('title') as string },
    ]);
    const page = await new ContentRepository(database.db).list(
      site.id,
      {},
      { pageNo: 1, pageSize: 10 },
      new Date().toISOString(),
    );
    const item = page.rows.find((r) => r.title === 'Ferry timetable changes for winter');
    expect(item?.author).toBe('Li Na');
    expect(item?.publish_date).toBe('2026-11-21T01:30:00.000Z');
    expect(item?.body_html).not.toMatch(/script|onerror/);
    expect(JSON.parse(item?.img ?? '[]')).toEqual([{ url: 'https://img.example.com/ferry.jpg' }]);
    const hits = await createSearchIndex(database.dialect, database.db).search({
      siteId: site.id,
      query: 'ferry',
      now: new Date().toISOString(),
      paging: { pageNo: 1, pageSize: 10 },
    });
    expect(hits.ids).toEqual([item?.id]);
  });

  it('is idempotent by the source id: unchanged items are skipped, changed ones updated', async () => {
    const again = await run(RSS);
    expect(again.added).toBe(0);
    expect(again.updated).toBe(0);
    expect(again.skipped.map((s) => s.reason)).toContain('unchanged since the last import');
    const changed = await run(
      RSS.replace(
        'Ferry timetable changes for winter',
        'Ferry timetable changes for the winter season',
      ),
    );
    expect(changed.updated).toBe(1);
    const page = await new ContentRepository(database.db).list(
      site.id,
      {},
      { pageNo: 1, pageSize: 10 },
      new Date().toISOString(),
    );
    expect(page.rows.filter((r) => r.title.startsWith('Ferry timetable'))).toHaveLength(1);
  });

  it('imports an Atom feed', async () => {
    const summary = await run(ATOM);
    expect(summary.added).toBe(1);
  });

  it('imports the JSON format with every image, and says why it skipped the rest', async () => {
    const summary = await run(JSON_FILE);
    expect(summary.added).toBe(1);
    expect(summary.skipped.map((s) => s.id)).toEqual(['vid-1', 'bad-date', 'elsewhere']);
    expect(summary.skipped[0]?.reason).toContain('videoUrl');
    expect(summary.skipped[2]?.reason).toContain('no-such-channel');
    const content = new ContentRepository(database.db);
    const story = (
      await content.list(
        site.id,
        { publishTypes: ['TUSHUO'] },
        { pageNo: 1, pageSize: 5 },
        new Date().toISOString(),
      )
    ).rows[0];
    expect((await content.images(story?.id ?? 0)).map((i) => i.caption)).toEqual([
      'The first kites go up.',
      'A dragon kite.',
    ]);
  });

  it('takes control characters out of imported text, in feeds and in the JSON format', async () => {
    const feed = RSS.replace(
      'Ferry timetable changes for winter',
      'Harbour \u001b]0;owned\u0007notice\u009b31m for \u202ewinter',
    )
      .replace('Li Na', 'Li\u0000 Na\u0085')
      .replace('<guid>https://news.example.com/ferry</guid>', '<guid>harbour-notice</guid>');
    expect((await run(feed)).added).toBe(1);
    const json = JSON.stringify({
      items: [
        {
          id: 'tide\u001b[2J',
          title: 'Tide\u001b[2J tables',
          publishDate: '2026-11-19T10:00:00Z',
          tags: ['sea\u0008'],
          body: '<p>Line one</p>\n<p>Line\ttwo\u009d</p>',
        },
      ],
    });
    expect((await run(json)).added).toBe(1);
    const rows = await database.db
      .selectFrom('content')
      .select(['title', 'author', 'body_html'])
      .where('site_id', '=', site.id)
      .where((eb) => eb.or([eb('title', 'like', 'Harbour%'), eb('title', 'like', 'Tide%')]))
      .orderBy('title')
      .execute();
    expect(rows.map((r) => [r.title, r.author])).toEqual([
      ['Harbour ]0;ownednotice31m for winter', 'Li Na'],
      ['Tide[2J tables', ''],
    ]);
    expect(rows[1]?.body_html).toContain('Line\ttwo</p>');
    for (const row of rows)
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(JSON.stringify(row)).not.toMatch(/[\u0000-\u0008\u001b\u007f-\u009f\u202e]/);
  });

  it('refuses a file that is no feed', () => {
    expect(() => parseFeed('<html><body>hi</body></html>')).toThrow(/not an RSS/);
    expect(() => parseFeed('{"rows": []}')).toThrow(/items/);
  });
});
