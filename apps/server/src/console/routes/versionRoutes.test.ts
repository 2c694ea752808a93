import { XMLParser } from 'fast-xml-parser';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDetailSchema, itemPageSchema } from '@news/contract/console/itemSchemas';
import {
  deskPageSchema,
  itemVersionsSchema,
  sourceChangesSchema,
} from '@news/contract/console/versionSchemas';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import type { SiteLang } from '@news/contract/sites';
import { siteByLang } from '@news/contract/sites';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { readerApi } from '../../testing/readerApi.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { consoleText } from '../consoleMessages.ts';

const PICTURE = `/media/pictures/${'a'.repeat(32)}/1600x800-336699.jpg`;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'xhtml:link'].includes(name),
});

/** The `<link rel="alternate" hreflang>` of a page, read by the HTML parser bodies are stored with. */
function headAlternates(html: string): Map<string, string> {
  const found = new Map<string, string>();
  sanitizeHtml(html, {
    allowedTags: ['link'],
    allowedAttributes: { link: ['rel', 'hreflang', 'href'] },
    transformTags: {
      link: (tagName, attribs) => {
        if (attribs.rel === 'alternate' && attribs.hreflang && attribs.href)
          found.set(attribs.hreflang, attribs.href);
        return { tagName, attribs };
      },
    },
  });
  return found;
}

describe.each(embeddedEngine())('linked language versions on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let ruOnly: ConsoleClient;
  const channels = new Map<SiteLang, string>();

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru', 'ja']);
    server = await startTestServer(database);
    editor = await signedInStaff(server.baseUrl, database, 'desk.all', 'editor', [
      'en',
      'ru',
      'ja',
    ]);
    ruOnly = await signedInStaff(server.baseUrl, database, 'desk.ru', 'editor', ['ru']);
    for (const site of ['en', 'ru', 'ja'] as const)
      channels.set(site, await channelOf(database, site));
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  async function draft(site: SiteLang, fields: Record<string, unknown> = {}) {
    const created = await editor.call('POST', '/items', {
      document: documentOf('TUWEN', site, channels.get(site) ?? '', fields),
    });
    expect(created.status, created.body.msg).toBe(200);
    return itemDetailSchema.parse(created.body.data);
  }

  async function publish(id: string): Promise<void> {
    const item = itemDetailSchema.parse((await editor.get(`/items/${id}`)).body.data);
    const done = await editor.call('POST', `/items/${id}/publish`, { version: item.version });
    expect(done.status, done.body.msg).toBe(200);
  }

  async function link(id: string, itemId: string, client = editor) {
    return client.call('POST', `/items/${id}/versions`, { itemId });
  }

  async function readerVersions(site: SiteLang, id: string) {
    const answer = await readerApi(server.baseUrl, site, '/cms/content/commonDetail', { id });
    expect(answer.code, answer.msg).toBe(1);
    return contentDetailSchema.parse(answer.data).versions;
  }

  it('seeds ten demo stories in three languages, linked, which readers can switch between', async () => {
    const groups = await database.db
      .selectFrom('content_versions')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('group_id')
      .execute();
    expect(groups.filter((g) => g.n >= 3).length).toBeGreaterThanOrEqual(10);
    const fog = await database.db
      .selectFrom('content')
      .select('id')
      .where('site_id', '=', siteByLang('en').id)
      .where('key', '=', 'sea-fog-warning-coast')
      .executeTakeFirstOrThrow();
    const versions = await readerVersions('en', String(fog.id));
    expect(versions?.map((v) => [v.site, v.languageName])).toEqual([
      ['ja', '日本語'],
      ['ru', 'Русский'],
    ]);
    const ja = versions?.[0];
    if (!ja) throw new Error('no Japanese version');
    // The version names the original back.
    expect((await readerVersions('ja', ja.id))?.map((v) => v.site)).toEqual(['en', 'ru']);
  });

  it('holds at most one version per site, refusing with a clear message', async () => {
    const en = await draft('en');
    const ru = await draft('ru');
    const ru2 = await draft('ru');
    const en2 = await draft('en');
    const ja = await draft('ja');

    const sameSite = await link(en.id, en2.id);
    expect(sameSite.status).toBe(400);
    expect(sameSite.body.msg).toBe(consoleText('en', 'versions.sameSite'));

    const linked = await link(en.id, ru.id);
    expect(linked.status, linked.body.msg).toBe(200);
    const group = itemVersionsSchema.parse(linked.body.data);
    expect(group.versions.map((v) => [v.site, v.id, v.self])).toEqual([
      ['en', en.id, true],
      ['ru', ru.id, false],
    ]);

    const taken = await link(en.id, ru2.id);
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(consoleText('en', 'versions.siteTaken', { site: 'ru' }));

    // ja founds a group with ru2; that group cannot be pulled into en's.
    expect((await link(ja.id, ru2.id)).status).toBe(200);
    const other = await link(en.id, ja.id);
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(consoleText('en', 'versions.otherGroup'));

    // The database itself refuses a second item of a site in a group.
    await expect(
      database.db
        .insertInto('content_versions')
        .values({
          content_id: Number(ru2.id) + 100_000,
          group_id: Number(group.groupId),
          site_id: siteByLang('ru').id,
          source_id: null,
          source_revision: null,
          linked_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();

    // The content right on both sites: a ru-only editor cannot link an en item.
    const ruItem = await draft('ru');
    expect((await link(ruItem.id, en2.id, ruOnly)).status).toBe(403);
  });

  it('keeps the rest of a group when one is unlinked or deleted, and offers readers only published versions', async () => {
    const en = await draft('en', { title: 'Harbour reopens' });
    const ru = await draft('ru', { title: 'Гавань снова открыта' });
    const ja = await draft('ja', { title: '港が再開' });
    expect((await link(en.id, ru.id)).status).toBe(200);
    expect((await link(ru.id, ja.id)).status).toBe(200);
    await publish(en.id);

    // Drafts are never offered, not even as a title.
    expect(await readerVersions('en', en.id)).toBeUndefined();

    await publish(ru.id);
    await publish(ja.id);
    // The cached answer for en changed with its versions' publication.
    expect(await readerVersions('en', en.id)).toEqual([
      {
        site: 'ja',
        id: ja.id,
        title: '港が再開',
        languageName: '日本語',
        locale: 'ja',
        sharePath: `/s/ja/${ja.id}`,
      },
      {
        site: 'ru',
        id: ru.id,
        title: 'Гавань снова открыта',
        languageName: 'Русский',
        locale: 'ru',
        sharePath: `/s/ru/${ru.id}`,
      },
    ]);

    const ruItem = itemDetailSchema.parse((await editor.get(`/items/${ru.id}`)).body.data);
    const down = await editor.call('POST', `/items/${ru.id}/unpublish`, {
      version: ruItem.version,
    });
    expect(down.status, down.body.msg).toBe(200);
    expect((await readerVersions('en', en.id))?.map((v) => v.site)).toEqual(['ja']);

    const unlinked = await editor.call('DELETE', `/items/${ja.id}/versions`);
    expect(unlinked.status, unlinked.body.msg).toBe(200);
    const left = itemVersionsSchema.parse((await editor.get(`/items/${en.id}/versions`)).body.data);
    expect(left.versions.map((v) => v.site)).toEqual(['en', 'ru']);
    expect(await readerVersions('en', en.id)).toBeUndefined();
    expect(
      itemVersionsSchema.parse((await editor.get(`/items/${ja.id}/versions`)).body.data),
    ).toMatchObject({ groupId: '', versions: [{ id: ja.id, self: true }] });

    // Deleting an item (the seed's reseeding does) leaves the others linked.
    const third = await draft('ja');
    expect((await link(en.id, third.id)).status).toBe(200);
    await database.db.deleteFrom('content').where('id', '=', Number(ru.id)).execute();
    const afterDelete = itemVersionsSchema.parse(
      (await editor.get(`/items/${en.id}/versions`)).body.data,
    );
    expect(afterDelete.versions.map((v) => v.id)).toEqual([third.id, en.id]);
  });

  it('translates into a site: a linked draft with the words, pictures and their notes, marked stale when the source changes', async () => {
    const now = new Date().toISOString();
    await database.db
      .insertInto('pictures')
      .values({
        site_id: siteByLang('en').id,
        url: PICTURE,
        width: 1600,
        height: 800,
        bytes: 1000,
        alt: 'Boats in the harbour',
        caption: 'The harbour at dawn',
        credit: 'Desk photo',
        uploaded_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const source = await draft('en', {
      title: 'Ferry timetable changes',
      cover: PICTURE,
      tags: ['ferry', 'harbour'],
      body: '<p>First paragraph.</p><p>Second paragraph.</p>',
    });
    const answer = await editor.call('POST', `/items/${source.id}/translations`, { site: 'ru' });
    expect(answer.status, answer.body.msg).toBe(200);
    const translation = itemDetailSchema.parse(answer.body.data);
    expect(translation.status).toBe('draft');
    expect(translation.document).toMatchObject({
      site: 'ru',
      title: 'Ferry timetable changes',
      cover: PICTURE,
      tags: ['ferry', 'harbour'],
      body: '<p>First paragraph.</p><p>Second paragraph.</p>',
    });
    const notes = await database.db
      .selectFrom('pictures')
      .select(['alt', 'caption', 'credit'])
      .where('site_id', '=', siteByLang('ru').id)
      .where('url', '=', PICTURE)
      .executeTakeFirst();
    expect(notes).toEqual({
      alt: 'Boats in the harbour',
      caption: 'The harbour at dawn',
      credit: 'Desk photo',
    });

    const again = await editor.call('POST', `/items/${source.id}/translations`, { site: 'ru' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(consoleText('en', 'versions.siteTaken', { site: 'ru' }));

    const fresh = itemVersionsSchema.parse(
      (await editor.get(`/items/${translation.id}/versions`)).body.data,
    );
    expect(fresh.versions.find((v) => v.self)).toMatchObject({
      sourceId: source.id,
      sourceChanged: false,
    });

    const sourceItem = itemDetailSchema.parse((await editor.get(`/items/${source.id}`)).body.data);
    const saved = await editor.call('PUT', `/items/${source.id}`, {
      version: sourceItem.version,
      document: {
        ...sourceItem.document,
        title: 'Ferry timetable changes again',
        body: '<p>First paragraph.</p><p>A new second paragraph.</p>',
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);

    const stale = itemVersionsSchema.parse(
      (await editor.get(`/items/${translation.id}/versions`)).body.data,
    );
    expect(stale.versions.find((v) => v.self)?.sourceChanged).toBe(true);
    const listed = itemPageSchema.parse(
      (await editor.get('/items?site=ru&sourceChanged=true')).body.data,
    );
    expect(listed.rows.map((row) => row.id)).toContain(translation.id);

    const changes = sourceChangesSchema.parse(
      (await editor.get(`/items/${translation.id}/source-changes`)).body.data,
    );
    expect(changes.fields).toEqual([
      {
        field: 'title',
        before: 'Ferry timetable changes',
        after: 'Ferry timetable changes again',
      },
      {
        field: 'body',
        before: 'First paragraph.\nSecond paragraph.',
        after: 'First paragraph.\nA new second paragraph.',
      },
    ]);

    const checked = await editor.call('POST', `/items/${translation.id}/source-checked`, {});
    expect(checked.status, checked.body.msg).toBe(200);
    expect(
      itemVersionsSchema.parse(checked.body.data).versions.find((v) => v.self)?.sourceChanged,
    ).toBe(false);
    const notListed = itemPageSchema.parse(
      (await editor.get('/items?site=ru&sourceChanged=true')).body.data,
    );
    expect(notListed.rows.map((row) => row.id)).not.toContain(translation.id);
    const history = await editor.get<{ action: string }[]>(`/items/${translation.id}/history`);
    expect(history.status, history.body.msg).toBe(200);
    expect(history.body.data.map((entry) => entry.action)).toContain('content.versionChecked');

    // A ru-only editor may not read the en source's changes.
    expect((await ruOnly.get(`/items/${translation.id}/source-changes`)).status).toBe(403);
  });

  it('lists on the desk what one site published lately that another has no version of', async () => {
    const lonely = await draft('en', { title: 'Only in English' });
    const paired = await draft('en', { title: 'In English and Japanese' });
    const ja = await draft('ja');
    await publish(lonely.id);
    await publish(paired.id);
    expect((await link(paired.id, ja.id)).status).toBe(200);

    const deskAnswer = await editor.get('/versions/desk?from=en&to=ja&days=2&pageSize=50');
    expect(deskAnswer.status, deskAnswer.body.msg).toBe(200);
    const desk = deskPageSchema.parse(deskAnswer.body.data);
    const ids = desk.rows.map((row) => row.id);
    expect(ids).toContain(lonely.id);
    expect(ids).not.toContain(paired.id);
    const toRu = deskPageSchema.parse(
      (await editor.get('/versions/desk?from=en&to=ru&days=2&pageSize=50')).body.data,
    );
    expect(toRu.rows.find((row) => row.id === paired.id)?.versionSites).toEqual(['ja']);

    const noJa = itemPageSchema.parse(
      (await editor.get('/items?site=en&noVersionOn=ja&pageSize=50')).body.data,
    );
    expect(noJa.rows.map((row) => row.id)).toContain(lonely.id);
    expect(noJa.rows.map((row) => row.id)).not.toContain(paired.id);

    const tooLong = await editor.get('/versions/desk?from=en&to=ja&days=31');
    expect(tooLong.status).toBe(400);
    const same = await editor.get('/versions/desk?from=en&to=en');
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe(consoleText('en', 'versions.sameSite'));
    expect((await ruOnly.get('/versions/desk?from=en&to=ru')).status).toBe(403);
  });

  it('gives share pages and sitemaps reciprocal alternates, and JSON-LD the translation', async () => {
    const source = await draft('en', { title: 'Kite festival opens' });
    const ru = itemDetailSchema.parse(
      (await editor.call('POST', `/items/${source.id}/translations`, { site: 'ru' })).body.data,
    );
    const ja = itemDetailSchema.parse(
      (await editor.call('POST', `/items/${source.id}/translations`, { site: 'ja' })).body.data,
    );
    await publish(source.id);
    await publish(ru.id);
    // ja stays a draft: no page may name it.
    const pages: [SiteLang, string][] = [
      ['en', source.id],
      ['ru', ru.id],
    ];
    const origin = server.baseUrl;
    const expected = new Map([
      ['en-GB', `${origin}/s/en/${source.id}`],
      ['ru', `${origin}/s/ru/${ru.id}`],
      ['x-default', `${origin}/s/en/${source.id}`],
    ]);
    for (const [site, id] of pages) {
      const res = await fetch(`${origin}/s/${site}/${id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(headAlternates(html)).toEqual(expected);
      expect(html).not.toContain(`/s/ja/${ja.id}`);
    }
    const ruPage = await (await fetch(`${origin}/s/ru/${ru.id}`)).text();
    expect(ruPage).toContain(`"translationOfWork":{"@id":"${origin}/s/en/${source.id}"}`);
    const enPage = await (await fetch(`${origin}/s/en/${source.id}`)).text();
    expect(enPage).toContain(`"workTranslation":[{"@id":"${origin}/s/ru/${ru.id}"}]`);

    // Every alternate of every sitemap entry points back at it.
    const entries = new Map<string, Map<string, string>>();
    for (const site of ['en', 'ru', 'ja'] as const) {
      const res = await fetch(`${origin}/sitemaps/${site}/1.xml`);
      expect(res.status).toBe(200);
      const doc = xml.parse(await res.text()) as {
        urlset: {
          url: { loc: string; 'xhtml:link'?: { '@hreflang': string; '@href': string }[] }[];
        };
      };
      for (const url of doc.urlset.url) {
        const links = url['xhtml:link'] ?? [];
        if (links.length > 0 && url.loc.includes('/s/'))
          entries.set(url.loc, new Map(links.map((l) => [l['@hreflang'], l['@href']])));
      }
    }
    expect(entries.get(`${origin}/s/en/${source.id}`)).toEqual(expected);
    expect(entries.get(`${origin}/s/ru/${ru.id}`)).toEqual(expected);
    for (const [loc, alternates] of entries) {
      expect([...alternates.values()]).toContain(loc);
      for (const [lang, href] of alternates) {
        if (lang === 'x-default') continue;
        expect(entries.get(href), `${href} names ${loc}`).toBeDefined();
        expect([...(entries.get(href)?.values() ?? [])]).toContain(loc);
      }
    }

    // Feeds link the other versions.
    const feed = await (await fetch(`${origin}/feeds/ru/atom.xml`)).text();
    expect(feed).toContain(`hreflang="en-GB" href="${origin}/s/en/${source.id}"`);
  });
});
