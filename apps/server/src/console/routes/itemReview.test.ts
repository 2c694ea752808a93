import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryListSchema } from '@news/contract/console/auditSchemas';
import {
  bulkResultSchema,
  itemDetailSchema,
  itemPageSchema,
  reviewCountsSchema,
  type ItemDetail,
} from '@news/contract/console/itemSchemas';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { readerApi } from '../../testing/readerApi.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

const MINUTE = 60_000;

describe.each(embeddedEngine())('review and embargo through the console on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let reporter: ConsoleClient;
  let otherReporter: ConsoleClient;
  let bothSites: ConsoleClient;
  let channel: string;
  let titles = 0;

  const detailOf = (answer: { status: number; body: { msg: string; data: unknown } }) => {
    expect(answer.status, answer.body.msg).toBe(200);
    return itemDetailSchema.parse(answer.body.data);
  };
  const create = async (client: ConsoleClient, title: string): Promise<ItemDetail> =>
    detailOf(
      await client.call('POST', '/items', {
        document: documentOf('TUWEN', 'en', channel, { title }),
      }),
    );
  const clock = async (advanceMs: number): Promise<{ now: string; published: string[] }> =>
    (await new ConsoleClient(server.baseUrl).call('POST', '/testing/clock', { advanceMs })).body
      .data as { now: string; published: string[] };
  const later = async (ms: number): Promise<string> =>
    new Date(Date.parse((await clock(0)).now) + ms).toISOString();
  const readerCode = async (id: string): Promise<number> =>
    (await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', { id })).code;
  const text = async (path: string): Promise<string> =>
    (await fetch(`${server.baseUrl}${path}`)).text();
  const current = async (id: string): Promise<ItemDetail> =>
    detailOf(await editor.call('GET', `/items/${id}`));

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, { TEST_CLOCK: 'settable' });
    bothSites = await signedInStaff(server.baseUrl, database, 'desk.both', 'editor', ['en', 'ru']);
    editor = await signedInStaff(server.baseUrl, database, 'desk.editor', 'editor', ['en']);
    reporter = await signedInStaff(server.baseUrl, database, 'field.reporter', 'reporter', ['en']);
    otherReporter = await signedInStaff(server.baseUrl, database, 'other.reporter', 'reporter', [
      'en',
    ]);
    channel = await channelOf(database, 'en', 'news');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('takes a reporter’s draft through review: submit, changes with a note, resubmit, approve, publish', async () => {
    const draft = await create(reporter, 'Ferry strike ends');
    expect(draft.status).toBe('draft');

    // A reporter cannot publish, schedule or unpublish, whatever the console shows.
    for (const [path, body] of [
      [`/items/${draft.id}/publish`, { version: draft.version }],
      [`/items/${draft.id}/schedule`, { version: draft.version, at: await later(30 * MINUTE) }],
      [`/items/${draft.id}/unpublish`, { version: draft.version }],
      ['/items/bulk', { action: 'publish', ids: [draft.id] }],
      [`/items/${draft.id}/approve`, { version: draft.version }],
    ] as const) {
      const refused = await reporter.call('POST', path, body);
      expect(refused.status, path).toBe(403);
    }
    // Nor read or change another reporter's item.
    expect((await otherReporter.call('GET', `/items/${draft.id}`)).status).toBe(403);
    const othersList = itemPageSchema.parse(
      (await otherReporter.call('GET', '/items?site=en')).body.data,
    );
    expect(othersList.rows.map((r) => r.id)).not.toContain(draft.id);

    const submitted = detailOf(
      await reporter.call('POST', `/items/${draft.id}/submit`, { version: draft.version }),
    );
    expect(submitted.status).toBe('inReview');
    // Handed in: the reporter waits, and the editor does not publish before reviewing.
    const locked = await reporter.call('PUT', `/items/${draft.id}`, {
      version: submitted.version,
      document: documentOf('TUWEN', 'en', channel, { title: 'Sneaky change' }),
    });
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toBe('This cannot be done to an item that is in review.');
    expect(
      (await editor.call('POST', `/items/${draft.id}/publish`, { version: submitted.version }))
        .status,
    ).toBe(400);

    const queue = itemPageSchema.parse(
      (await editor.call('GET', '/items?site=en&status=inReview')).body.data,
    );
    expect(queue.rows.map((r) => r.id)).toEqual([draft.id]);
    expect(
      reviewCountsSchema.parse((await editor.call('GET', '/review/counts?site=en')).body.data),
    ).toEqual({ inReview: 1, changesRequested: 0, approved: 0 });

    const emptyNote = await editor.call('POST', `/items/${draft.id}/request-changes`, {
      version: submitted.version,
      note: '  ',
    });
    expect(emptyNote.status).toBe(400);
    const sentBack = detailOf(
      await editor.call('POST', `/items/${draft.id}/request-changes`, {
        version: submitted.version,
        note: 'Name the union and add the date of the vote.',
      }),
    );
    expect(sentBack).toMatchObject({
      status: 'changesRequested',
      reviewNote: 'Name the union and add the date of the vote.',
    });
    const seen = detailOf(await reporter.call('GET', `/items/${draft.id}`));
    expect(seen.reviewNote).toBe('Name the union and add the date of the vote.');

    const edited = detailOf(
      await reporter.call('PUT', `/items/${draft.id}`, {
        version: seen.version,
        document: documentOf('TUWEN', 'en', channel, {
          title: 'Ferry strike ends after the union’s vote on Monday',
        }),
      }),
    );
    const resubmitted = detailOf(
      await reporter.call('POST', `/items/${draft.id}/submit`, { version: edited.version }),
    );
    expect(resubmitted).toMatchObject({ status: 'inReview', reviewNote: '' });
    const approved = detailOf(
      await editor.call('POST', `/items/${draft.id}/approve`, { version: resubmitted.version }),
    );
    expect(approved.status).toBe('approved');
    expect(await readerCode(draft.id)).toBe(0);
    const published = detailOf(
      await editor.call('POST', `/items/${draft.id}/publish`, { version: approved.version }),
    );
    expect(published.status).toBe('published');
    const page = await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', {
      id: draft.id,
    });
    expect(contentDetailSchema.parse(page.data).title).toBe(
      'Ferry strike ends after the union’s vote on Monday',
    );

    const history = auditEntryListSchema.parse(
      (await reporter.call('GET', `/items/${draft.id}/history`)).body.data,
    );
    expect(history.map((h) => [h.action, h.actorName])).toEqual([
      ['content.publish', 'desk.editor'],
      ['content.approve', 'desk.editor'],
      ['content.submit', 'field.reporter'],
      ['content.save', 'field.reporter'],
      ['content.requestChanges', 'desk.editor'],
      ['content.submit', 'field.reporter'],
      ['content.create', 'field.reporter'],
    ]);
    expect(history[4]?.after).toMatchObject({
      note: 'Name the union and add the date of the vote.',
    });
    const audit = (await editor.call('GET', '/audit')).status;
    // Editors do not read the whole audit log; the admin does (the entries are the same rows).
    expect(audit).toBe(403);
  });

  /**
   * Every route that could make an item public, tried on an item under embargo: each refuses
   * (or, the scheduler, passes it by), and readers, feeds and sitemaps never see it.
   */
  const paths: {
    name: string;
    attempt: (item: ItemDetail, embargoUntil: string) => Promise<void>;
  }[] = [
    {
      name: 'publishing a draft from the console',
      attempt: async (item) => {
        const answer = await editor.call('POST', `/items/${item.id}/publish`, {
          version: item.version,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toMatch(/^This item is under embargo until .+: nothing can/);
      },
    },
    {
      name: 'publishing an approved item',
      attempt: async (item) => {
        const submitted = detailOf(
          await editor.call('POST', `/items/${item.id}/submit`, { version: item.version }),
        );
        const approved = detailOf(
          await editor.call('POST', `/items/${item.id}/approve`, { version: submitted.version }),
        );
        const answer = await editor.call('POST', `/items/${item.id}/publish`, {
          version: approved.version,
        });
        expect(answer.status).toBe(400);
      },
    },
    {
      name: 'bulk publishing',
      attempt: async (item) => {
        const answer = await editor.call('POST', '/items/bulk', {
          action: 'publish',
          ids: [item.id],
        });
        const result = bulkResultSchema.parse(answer.body.data);
        expect(result.done).toEqual([]);
        expect(result.refused.map((r) => r.id)).toEqual([item.id]);
        expect(result.refused[0]?.msg).toMatch(/under embargo/);
      },
    },
    {
      name: 'scheduling before the embargo ends',
      attempt: async (item, until) => {
        const answer = await editor.call('POST', `/items/${item.id}/schedule`, {
          version: item.version,
          at: new Date(Date.parse(until) - 10 * MINUTE).toISOString(),
        });
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toMatch(/schedule it for that time or later/);
      },
    },
    {
      name: 'the scheduler, when an item scheduled earlier is embargoed in the database',
      attempt: async (item) => {
        // What the console refuses (a schedule before the embargo) made by hand: the scheduler
        // must still wait for the embargo.
        await database.db
          .updateTable('content')
          .set({ status: 'scheduled', publish_date: new Date(0).toISOString() })
          .where('id', '=', Number(item.id))
          .execute();
        expect((await clock(MINUTE)).published).not.toContain(item.id);
        expect((await current(item.id)).status).toBe('scheduled');
      },
    },
    {
      name: 'putting an unpublished item back',
      attempt: async (item, until) => {
        // Published before the embargo came: taken down, embargoed, then put back.
        await editor.call('PUT', `/items/${item.id}/embargo`, {
          version: item.version,
          until: null,
        });
        const lifted = await current(item.id);
        const live = detailOf(
          await editor.call('POST', `/items/${item.id}/publish`, { version: lifted.version }),
        );
        const down = detailOf(
          await editor.call('POST', `/items/${item.id}/unpublish`, { version: live.version }),
        );
        const embargoed = detailOf(
          await editor.call('PUT', `/items/${item.id}/embargo`, { version: down.version, until }),
        );
        const answer = await editor.call('POST', `/items/${item.id}/publish`, {
          version: embargoed.version,
        });
        expect(answer.status).toBe(400);
        expect(
          (
            await editor.call('POST', `/items/${item.id}/revisions/1/restore`, {
              version: embargoed.version,
            })
          ).status,
        ).toBe(200);
        expect((await current(item.id)).status).toBe('unpublished');
      },
    },
    {
      name: 'translating it into another site and publishing the version',
      attempt: async (item, until) => {
        const version = detailOf(
          await bothSites.call('POST', `/items/${item.id}/translations`, { site: 'ru' }),
        );
        // The version is the same story: it carries the embargo, and waits for it as well.
        expect(version.embargoUntil).toBe(until);
        const answer = await bothSites.call('POST', `/items/${version.id}/publish`, {
          version: version.version,
        });
        expect(answer.status).toBe(400);
        expect(
          (await readerApi(server.baseUrl, 'ru', '/cms/content/commonDetail', { id: version.id }))
            .code,
        ).toBe(0);
      },
    },
    {
      name: 'the console preview, which is no public link',
      attempt: async (item) => {
        const anonymous = await new ConsoleClient(server.baseUrl).call(
          'GET',
          `/items/${item.id}/preview`,
        );
        expect(anonymous.status).toBe(401);
      },
    },
  ];

  it.each(paths)('refuses under embargo: $name', async ({ name, attempt }) => {
    const title = `Embargoed report ${String((titles += 1))}`;
    const item = await create(editor, title);
    const until = await later(50 * MINUTE);
    const embargoed = detailOf(
      await editor.call('PUT', `/items/${item.id}/embargo`, { version: item.version, until }),
    );
    expect(embargoed.embargoUntil).toBe(until);
    await attempt(embargoed, until);
    expect(await readerCode(item.id), name).toBe(0);
    expect(await text('/feeds/en/rss.xml'), name).not.toContain(title);
    expect(await text('/sitemaps/en/news.xml'), name).not.toContain(`/${item.id}`);
    const listed = itemPageSchema.parse(
      (await editor.call('GET', '/items?site=en&embargoed=true')).body.data,
    );
    expect(listed.rows.find((r) => r.id === item.id)?.embargoUntil, name).toBe(until);
  });

  it('publishes an embargoed item on time when it is scheduled after the embargo', async () => {
    const item = await create(editor, 'Budget figures under embargo');
    const until = await later(30 * MINUTE);
    const embargoed = detailOf(
      await editor.call('PUT', `/items/${item.id}/embargo`, { version: item.version, until }),
    );
    const at = new Date(Date.parse(until) + 10 * MINUTE).toISOString();
    const scheduled = detailOf(
      await editor.call('POST', `/items/${item.id}/schedule`, { version: embargoed.version, at }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishDate: at, embargoUntil: until });
    // Setting the embargo past the schedule is refused as well.
    const pushed = await editor.call('PUT', `/items/${item.id}/embargo`, {
      version: scheduled.version,
      until: new Date(Date.parse(at) + MINUTE).toISOString(),
    });
    expect(pushed.status).toBe(400);
    expect((await clock(35 * MINUTE)).published).toEqual([]);
    expect(await readerCode(item.id)).toBe(0);
    expect((await clock(10 * MINUTE)).published).toEqual([item.id]);
    expect(await readerCode(item.id)).toBe(1);
  });

  it('lets a reporter set an embargo on their draft but not lift it; an editor may', async () => {
    const draft = await create(reporter, 'Agency copy with an embargo');
    const until = await later(40 * MINUTE);
    const set = detailOf(
      await reporter.call('PUT', `/items/${draft.id}/embargo`, { version: draft.version, until }),
    );
    expect(set.embargoUntil).toBe(until);
    const lift = await reporter.call('PUT', `/items/${draft.id}/embargo`, {
      version: set.version,
      until: null,
    });
    expect(lift.status).toBe(403);
    expect(lift.body.msg).toBe('Only an editor can lift an embargo or bring it forward.');
    const lifted = detailOf(
      await editor.call('PUT', `/items/${draft.id}/embargo`, { version: set.version, until: null }),
    );
    expect(lifted.embargoUntil).toBe('');
    const history = auditEntryListSchema.parse(
      (await editor.call('GET', `/items/${draft.id}/history`)).body.data,
    );
    expect(history.slice(0, 2).map((h) => [h.action, h.actorName])).toEqual([
      ['content.embargo', 'desk.editor'],
      ['content.embargo', 'field.reporter'],
    ]);
  });
});
