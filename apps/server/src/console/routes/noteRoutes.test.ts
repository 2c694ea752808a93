import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDetailSchema, type ItemDetail } from '@news/contract/console/itemSchemas';
import {
  mentionCountSchema,
  mentionPageSchema,
  mentionableSchema,
  noteSchema,
  notesSchema,
} from '@news/contract/console/noteSchemas';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { readerApi } from '../../testing/readerApi.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { feedPath } from '../../syndication/syndicationPaths.ts';

describe.each(embeddedEngine())('notes on items and mentions on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let reporter: ConsoleClient;
  let moderator: ConsoleClient;
  let ruEditor: ConsoleClient;
  let channel: string;

  const ok = (answer: { status: number; body: { msg: string; data: unknown } }): unknown => {
    expect(answer.status, answer.body.msg).toBe(200);
    return answer.body.data;
  };
  const create = async (client: ConsoleClient, title: string): Promise<ItemDetail> =>
    itemDetailSchema.parse(
      ok(
        await client.call('POST', '/items', {
          document: documentOf('TUWEN', 'en', channel, { title }),
        }),
      ),
    );
  const unread = async (client: ConsoleClient): Promise<number> =>
    mentionCountSchema.parse(ok(await client.call('GET', '/mentions/count'))).unread;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database);
    editor = await signedInStaff(server.baseUrl, database, 'desk.editor', 'editor', ['en']);
    reporter = await signedInStaff(server.baseUrl, database, 'field.reporter', 'reporter', ['en']);
    moderator = await signedInStaff(server.baseUrl, database, 'en.moderator', 'moderator', ['en']);
    ruEditor = await signedInStaff(server.baseUrl, database, 'ru.editor', 'editor', ['ru']);
    channel = await channelOf(database, 'en', 'news');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('tells the staff of the site a note names, leaves other @words as text, and counts unread mentions', async () => {
    const item = await create(reporter, 'Harbour dredging starts');
    expect(await unread(reporter)).toBe(0);
    const note = noteSchema.parse(
      ok(
        await editor.call('POST', `/items/${item.id}/notes`, {
          body: 'Ask the port (press@port.example) for a quote, @field.reporter. @ru.editor and @nobody.here cannot see this site.',
        }),
      ),
    );
    // Only staff who can see the item's site are told; the e-mail address is not a mention.
    expect(note.mentions).toEqual(['field.reporter']);
    expect(note.own).toBe(true);
    expect(await unread(reporter)).toBe(1);
    expect(await unread(ruEditor)).toBe(0);

    const mine = mentionPageSchema.parse(ok(await reporter.call('GET', '/mentions?unread=true')));
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      noteId: note.id,
      itemId: item.id,
      site: 'en',
      itemTitle: 'Harbour dredging starts',
      authorName: 'desk.editor',
      readAt: '',
    });
    const left = mentionCountSchema.parse(
      ok(await reporter.call('POST', '/mentions/read', { noteIds: [note.id] })),
    );
    expect(left.unread).toBe(0);
    const all = mentionPageSchema.parse(ok(await reporter.call('GET', '/mentions')));
    expect(all.rows[0]?.readAt).not.toBe('');

    // The reporter reads the item's notes beside the editor; they are not theirs to delete.
    const listed = notesSchema.parse(ok(await reporter.call('GET', `/items/${item.id}/notes`)));
    expect(listed.map((n) => [n.body, n.own])).toEqual([[note.body, false]]);
    const refused = await reporter.call('DELETE', `/items/${item.id}/notes/${note.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only its author can delete a note.');
    ok(await editor.call('DELETE', `/items/${item.id}/notes/${note.id}`));
    expect(notesSchema.parse(ok(await editor.call('GET', `/items/${item.id}/notes`)))).toEqual([]);
    expect(mentionPageSchema.parse(ok(await reporter.call('GET', '/mentions'))).total).toBe(0);
  });

  it('keeps notes to the staff of the item’s site, and reporters to their own items', async () => {
    const item = await create(editor, 'Council budget');
    // A draft is not a moderator's to open: its notes are not there for them, nor they in its
    // mentionable staff.
    for (const [method, path, body] of [
      ['GET', `/items/${item.id}/notes`, undefined],
      ['POST', `/items/${item.id}/notes`, { body: 'Readers ask about this.' }],
      ['GET', `/items/${item.id}/mentionable`, undefined],
    ] as const)
      expect((await moderator.call(method, path, body)).status, path).toBe(404);
    const draftNames = mentionableSchema
      .parse(ok(await editor.call('GET', `/items/${item.id}/mentionable`)))
      .map((s) => s.username);
    expect(draftNames).not.toContain('en.moderator');
    const tellModerator = noteSchema.parse(
      ok(await editor.call('POST', `/items/${item.id}/notes`, { body: '@en.moderator look' })),
    );
    expect(tellModerator.mentions).toEqual([]);
    // Published, it is everyone's on the site: a moderator may write one; staff of another
    // site may not read or write.
    const draft = itemDetailSchema.parse(ok(await editor.call('GET', `/items/${item.id}`)));
    ok(await editor.call('POST', `/items/${item.id}/publish`, { version: draft.version }));
    ok(
      await moderator.call('POST', `/items/${item.id}/notes`, { body: 'Readers ask about this.' }),
    );
    for (const [method, path, body] of [
      ['GET', `/items/${item.id}/notes`, undefined],
      ['POST', `/items/${item.id}/notes`, { body: 'Hello' }],
      ['GET', `/items/${item.id}/mentionable`, undefined],
    ] as const) {
      expect((await ruEditor.call(method, path, body)).status, path).toBe(403);
      expect((await reporter.call(method, path, body)).status, path).toBe(403);
    }
    const names = mentionableSchema
      .parse(ok(await editor.call('GET', `/items/${item.id}/mentionable`)))
      .map((s) => s.username);
    expect(names).toEqual(
      expect.arrayContaining(['desk.editor', 'en.moderator', 'field.reporter']),
    );
    expect(names).not.toContain('ru.editor');
    expect((await editor.call('GET', '/items/999999/notes')).status).toBe(404);
  });

  it('refuses an empty or overlong note with a message in the staff member’s language', async () => {
    const item = await create(editor, 'Tram timetable');
    const empty = await editor.call('POST', `/items/${item.id}/notes`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/body/);
    const long = await editor.call('POST', `/items/${item.id}/notes`, { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    const zh = new ConsoleClient(server.baseUrl, 'zh-Hans');
    zh.cookie = editor.cookie;
    zh.csrf = editor.csrf;
    const said = await zh.call('POST', `/items/${item.id}/notes`, { body: '' });
    expect(said.status).toBe(400);
    expect(said.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps the request for changes as a note that tells the writer and the staff it names who may open the item', async () => {
    const draft = await create(reporter, 'Bridge repairs');
    const submitted = itemDetailSchema.parse(
      ok(await reporter.call('POST', `/items/${draft.id}/submit`, { version: draft.version })),
    );
    const before = await unread(reporter);
    const beforeMod = await unread(moderator);
    ok(
      await editor.call('POST', `/items/${draft.id}/request-changes`, {
        version: submitted.version,
        note: 'Name the contractor; @en.moderator knows the comments.',
      }),
    );
    expect(await unread(reporter)).toBe(before + 1);
    // The moderator may not open a draft: named, they are not told of it.
    expect(await unread(moderator)).toBe(beforeMod);
    const notes = notesSchema.parse(ok(await reporter.call('GET', `/items/${draft.id}/notes`)));
    expect(notes.at(-1)).toMatchObject({
      body: 'Name the contractor; @en.moderator knows the comments.',
      authorName: 'desk.editor',
      mentions: ['field.reporter'],
    });
  });

  it('never shows a note to readers: not in the item, its share page, the feed or the revisions', async () => {
    const item = await create(editor, 'Market reopens');
    const secret = 'Zanzibar-source-unconfirmed';
    ok(await editor.call('POST', `/items/${item.id}/notes`, { body: `Source: ${secret}` }));
    ok(await editor.call('POST', `/items/${item.id}/publish`, { version: item.version }));
    const detail = await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', {
      id: item.id,
    });
    expect(detail.code).toBe(1);
    expect(JSON.stringify(detail)).not.toContain(secret);
    const share = await (await fetch(`${server.baseUrl}/s/en/${item.id}`)).text();
    expect(share).toContain('Market reopens');
    expect(share).not.toContain(secret);
    const feed = await (await fetch(`${server.baseUrl}${feedPath('en', 'rss')}`)).text();
    expect(feed).toContain('Market reopens');
    expect(feed).not.toContain(secret);
    const revisions = await editor.call('GET', `/items/${item.id}/revisions`);
    expect(JSON.stringify(revisions.body)).not.toContain(secret);
  });
});
