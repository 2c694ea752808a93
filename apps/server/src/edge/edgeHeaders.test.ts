import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import { signedInStaff, type ConsoleClient } from '../testing/consoleClient.ts';
import { commentableItems } from '../testing/commentableItems.ts';
import { channelOf, documentOf } from '../testing/itemDocuments.ts';
import { postApi, signedInReader } from '../testing/readerAccount.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const CAPTCHA = 'EDGE42';

/** When a condition about purges must hold: they are sent after the answer. */
async function until(probe: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const keysOf = (res: Response): string[] => (res.headers.get('surrogate-key') ?? '').split(' ');

/**
 * What the server tells a shared cache in front of it, over real HTTP: which answers it may keep,
 * how long, what each shows; and what it tells the cache to drop when readers and editors change
 * things (a stand-in edge records the purges).
 */
describe.each(embeddedEngine())('answers for the edge, and purges, on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let edge: Server;
  let purges: string[][] = [];
  let itemId = '';
  let author = '';
  let token = '';
  let editor: ConsoleClient;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    edge = createServer((request, response) => {
      if (request.method === 'PURGE')
        purges.push(String(request.headers['surrogate-key'] ?? '').split(' '));
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    const address = edge.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = await startTestServer(database, {
      TEST_CAPTCHA: CAPTCHA,
      EDGE_PURGE_URLS: `http://127.0.0.1:${String(port)}/`,
      EDGE_MAX_AGE: '120',
    });
    [itemId = ''] = await commentableItems(database.db, 'en', { publishType: 'TUWEN' });
    ({ author } = await database.db
      .selectFrom('content')
      .select('author')
      .where('id', '=', Number(itemId))
      .executeTakeFirstOrThrow());
    token = await signedInReader(server.baseUrl, database.db, 'edge_reader', CAPTCHA);
    editor = await signedInStaff(server.baseUrl, database, 'edge.editor', 'editor', ['en']);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => edge.close(resolve));
    await database.close();
  });
  beforeEach(() => {
    purges = [];
  });

  const read = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${server.baseUrl}${path}`, { headers: signedHeaders('en', headers) });

  it('lets shared caches keep a public read, naming its site, lists and every item it shows', async () => {
    const res = await read(`/enapi/cms/content/commonDetail?id=${itemId}`);
    const detail = contentDetailSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=120, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(res.headers.get('etag')).toMatch(/^W\//);
    const keys = keysOf(res);
    expect(keys.slice(0, 3)).toEqual(['site:en', 'list:en', `item:${itemId}`]);
    for (const related of detail.related) expect(keys).toContain(`item:${related.id}`);
    // The same from the server's own cache.
    expect(keysOf(await read(`/enapi/cms/content/commonDetail?id=${itemId}`))).toEqual(keys);
  });

  it('answers the comment count as a public read of the item, the same as the POST', async () => {
    const res = await read(`/enapi/commentsLog/commentCount?contentId=${itemId}`);
    const count = ((await res.json()) as { data: { count: number } }).data.count;
    expect(keysOf(res)).toEqual(['site:en', 'list:en', `item:${itemId}`]);
    expect(
      (await postApi(server.baseUrl, '/commentsLog/commentCount', { contentId: itemId })).data,
    ).toEqual({ count });
  });

  it('keeps personal answers, refusals and everything unsaid out of every shared cache', async () => {
    const personal = await read('/enapi/people/user/info.do', { token });
    expect(((await personal.json()) as { code: number }).code).toBe(1);
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.get('surrogate-key')).toBeNull();
    const refusal = await read('/enapi/cms/content/commonDetail?id=999999999');
    expect(((await refusal.json()) as { code: number }).code).toBe(0);
    expect(refusal.headers.get('cache-control')).toBe('no-store');
    expect(refusal.headers.get('surrogate-key')).toBeNull();
    const init = await read('/enapi/index/init');
    expect(init.headers.get('cache-control')).toBe('no-store');
    const unsigned = await fetch(`${server.baseUrl}/enapi/cms/content/indexList`);
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a share page', () => `/s/en/${itemId}`, 300, () => ['site:en', 'list:en', `item:${itemId}`]],
    ['a share card', () => `/s/en/${itemId}/card.png`, 300, () => ['site:en', `item:${itemId}`]],
    ['a feed', () => '/feeds/en/rss.xml', 300, () => ['site:en', 'list:en']],
    [
      'an author’s page',
      () => `/s/en/author/${encodeURIComponent(author)}`,
      300,
      () => ['site:en', 'list:en'],
    ],
    ['a news sitemap', () => '/sitemaps/en/news.xml', 300, () => ['site:en', 'list:en']],
    [
      'the sitemap index',
      () => '/sitemap.xml',
      300,
      () => ['list:zh-Hans', 'list:ja', 'list:kr', 'list:en', 'list:ru'],
    ],
    ['a manifest', () => '/manifest/en.webmanifest', 3600, () => ['site:en']],
    ['an icon', () => '/manifest/icon-192.png', 86_400, () => ['static']],
    ['demo media', () => '/media/demo/live/seg0.ts', 86_400, () => ['static']],
  ])('names what %s shows', async (_what, path, browserMaxAge, keys) => {
    const res = await fetch(`${server.baseUrl}${path()}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('cache-control')).toBe(
      `public, max-age=${String(browserMaxAge)}, s-maxage=${String(Math.max(browserMaxAge, 120))}, stale-while-revalidate=10, stale-if-error=86400`,
    );
    expect(keysOf(res)).toEqual(keys());
  });

  it('has a reader’s comment purge the item’s answers, not the lists', async () => {
    const saved = await postApi(
      server.baseUrl,
      '/people/comment/save.do',
      { contentId: itemId, content: 'Seen at the edge' },
      { token },
    );
    expect(saved.code, saved.msg).toBe(1);
    await until(() => purges.some((keys) => keys.includes(`item:${itemId}`)));
    expect(purges.flat()).not.toContain('list:en');
  });

  it('has an editor’s publish purge the item and the site’s lists at once, and once more after', async () => {
    const channel = await channelOf(database, 'en', 'news');
    const created = await editor.call('POST', '/items', {
      document: documentOf('TUWEN', 'en', channel, { title: 'Ferry timetable changes' }),
    });
    const draft = itemDetailSchema.parse(created.body.data);
    purges = [];
    const published = await editor.call('POST', `/items/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(published.status, published.body.msg).toBe(200);
    const sent = Date.now();
    await until(() => purges.length > 0);
    expect(Date.now() - sent).toBeLessThan(500);
    expect(purges[0]?.sort()).toEqual([`item:${draft.id}`, 'list:en']);
    // The settling purge: a server that answered from its own cache meanwhile is covered.
    await until(() => purges.length > 1);
    expect(purges[1]?.sort()).toEqual([`item:${draft.id}`, 'list:en']);
  });
});
