import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDetailSchema, type ItemDetail } from '@news/contract/console/itemSchemas';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { readerApi } from '../../testing/readerApi.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { feedPath } from '../../syndication/syndicationPaths.ts';

/** The JSON-LD block of a share page. */
function jsonLdOf(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(found?.[1] ?? '{}') as Record<string, unknown>;
}

describe.each(embeddedEngine())('public corrections and updates on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let channel: string;

  const detailOf = (answer: { status: number; body: { msg: string; data: unknown } }) => {
    expect(answer.status, answer.body.msg).toBe(200);
    return itemDetailSchema.parse(answer.body.data);
  };
  const published = async (title: string): Promise<ItemDetail> => {
    const draft = detailOf(
      await editor.call('POST', '/items', {
        document: documentOf('TUWEN', 'en', channel, { title }),
      }),
    );
    return detailOf(
      await editor.call('POST', `/items/${draft.id}/publish`, { version: draft.version }),
    );
  };
  const save = (item: ItemDetail, title: string, publicNote?: { kind: string; text: string }) =>
    editor.call('PUT', `/items/${item.id}`, {
      version: item.version,
      document: { ...item.document, title },
      ...(publicNote ? { publicNote } : {}),
    });
  const readerDetail = async (id: string) => {
    const answer = await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', { id });
    expect(answer.code, answer.msg).toBe(1);
    return contentDetailSchema.parse(answer.data);
  };

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    server = await startTestServer(database);
    editor = await signedInStaff(server.baseUrl, database, 'desk.editor', 'editor', ['en']);
    channel = await channelOf(database, 'en', 'news');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('publishes a correction with a change: readers get the note and the time it was made', async () => {
    const item = await published('Ferry fares rise 5%');
    const quiet = detailOf(await save(item, 'Ferry fares rise 5 %'));
    // A change without a note does not make the item "updated" for readers.
    const untouched = await readerDetail(item.id);
    expect(untouched.title).toBe('Ferry fares rise 5 %');
    expect(untouched.updatedAt).toBeUndefined();
    expect(untouched.corrections).toBeUndefined();

    const corrected = detailOf(
      await save(quiet, 'Ferry fares rise 3%', {
        kind: 'correction',
        text: 'An earlier version gave the rise as 5%. It is 3%.',
      }),
    );
    expect(corrected.publicNotes).toEqual([
      expect.objectContaining({
        kind: 'correction',
        text: 'An earlier version gave the rise as 5%. It is 3%.',
      }),
    ]);
    const updated = detailOf(
      await save(corrected, 'Ferry fares rise 3%', {
        kind: 'update',
        text: 'The council voted on Monday.',
      }),
    );
    const reader = await readerDetail(item.id);
    expect(reader.title).toBe('Ferry fares rise 3%');
    expect(reader.corrections?.map((c) => [c.kind, c.text])).toEqual([
      ['correction', 'An earlier version gave the rise as 5%. It is 3%.'],
      ['update', 'The council voted on Monday.'],
    ]);
    expect(reader.updatedAt).toBe(updated.publicNotes?.at(-1)?.at);
    expect(Date.parse(reader.updatedAt ?? '')).not.toBeNaN();
  });

  it('refuses a public note on an item readers cannot see, and one too long, saving nothing', async () => {
    const draft = detailOf(
      await editor.call('POST', '/items', {
        document: documentOf('TUWEN', 'en', channel, { title: 'Draft story' }),
      }),
    );
    const refused = await save(draft, 'Draft story changed', { kind: 'update', text: 'Hello' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'A public correction or update goes with a change to a published item.',
    );
    const after = detailOf(await editor.call('GET', `/items/${draft.id}`));
    expect(after.version).toBe(draft.version);
    expect(after.document.title).toBe('Draft story');

    const item = await published('Long note story');
    const long = await save(item, 'Long note story', {
      kind: 'correction',
      text: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    const bad = await save(item, 'Long note story', { kind: 'apology', text: 'Sorry' });
    expect(bad.status).toBe(400);
    expect((await readerDetail(item.id)).corrections).toBeUndefined();
  });

  it('puts corrections in the share page’s JSON-LD, the feeds and the site’s corrections page', async () => {
    const item = await published('Bridge closes for repairs');
    const first = detailOf(
      await save(item, 'Bridge closes for two weeks', {
        kind: 'correction',
        text: 'The closure lasts two weeks, not two days.',
      }),
    );
    detailOf(
      await save(first, 'Bridge closes for two weeks', {
        kind: 'update',
        text: 'Buses replace trams.',
      }),
    );

    const share = await (await fetch(`${server.baseUrl}/s/en/${item.id}`)).text();
    const data = jsonLdOf(share);
    expect(data.dateModified).toEqual(expect.any(String));
    expect(Date.parse(String(data.dateModified))).toBeGreaterThanOrEqual(
      Date.parse(String(data.datePublished)),
    );
    const corrections = data.correction as Record<string, string>[];
    expect(corrections.map((c) => [c['@type'], c.text])).toEqual([
      ['CorrectionComment', 'The closure lasts two weeks, not two days.'],
    ]);
    expect(Date.parse(corrections[0]?.datePublished ?? '')).not.toBeNaN();

    const rss = await (await fetch(`${server.baseUrl}${feedPath('en', 'rss')}`)).text();
    expect(rss).toContain('The closure lasts two weeks, not two days.');
    expect(rss).toMatch(/Correction \(/);
    expect(rss).toContain('Buses replace trams.');
    const atom = await (await fetch(`${server.baseUrl}${feedPath('en', 'atom')}`)).text();
    expect(atom).toContain('Buses replace trams.');

    const page = await fetch(`${server.baseUrl}/s/en/corrections`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Corrections and updates</h1>');
    expect(html).toContain(`/s/en/${item.id}"`);
    expect(html).toContain('Bridge closes for two weeks');
    // Newest first.
    expect(html.indexOf('Buses replace trams.')).toBeLessThan(
      html.indexOf('The closure lasts two weeks'),
    );

    // Taken down, its notes leave the page with it.
    const current = detailOf(await editor.call('GET', `/items/${item.id}`));
    detailOf(
      await editor.call('POST', `/items/${item.id}/unpublish`, { version: current.version }),
    );
    const after = await (await fetch(`${server.baseUrl}/s/en/corrections`)).text();
    expect(after).not.toContain('Buses replace trams.');
    expect((await fetch(`${server.baseUrl}/s/xx/corrections`)).status).toBe(404);
  });
});
