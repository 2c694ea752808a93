import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@news/contract/console/auditSchemas';
import {
  actionResultSchema,
  commentQueuePageSchema,
  type ModeratedComment,
} from '@news/contract/console/moderationSchemas';
import { listApiRoutes } from '../../testing/apiSurface.ts';
import { signedInStaff, type ConsoleClient } from '../../testing/consoleClient.ts';
import { ReaderClient, TEST_CAPTCHA } from '../../testing/readerClient.ts';
import { runAdminCli } from '../../testing/runAdminCli.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { commentableItems } from '../../testing/commentableItems.ts';

interface Saved {
  id: string;
  awaitingReview: boolean;
}

describe.each(testEngines())('comment moderation on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let moderator: ConsoleClient;
  let admin: ConsoleClient;
  let reader: ReaderClient;
  let contentId = '';
  let made = 0;
  /** A new reader: a reader may post five comments a minute, so each test brings its own. */
  const newReader = (name: string) => {
    made += 1;
    return reader.newReader(database.db, `${name}_${String(made)}`);
  };
  let otherContentId = '';

  const comment = (text: string, token: string, fields: Record<string, string> = {}) =>
    reader.post<Saved>('/people/comment/save.do', { contentId, content: text, ...fields }, token);
  const listed = async (id = contentId): Promise<string[]> => {
    const page = await reader.post<{ rows: { content: string }[] }>('/comment/list.do', {
      contentId: id,
      pageSize: 50,
    });
    return page.data.rows.map((r) => r.content);
  };
  const commentCount = async (): Promise<number> =>
    (await reader.get<{ commentCount: number }>('/cms/content/commonDetail', { id: contentId }))
      .data.commentCount;
  const queue = async (name: string, query = ''): Promise<ModeratedComment[]> =>
    commentQueuePageSchema.parse(
      (await moderator.get(`/comments?queue=${name}&site=en&pageSize=50${query}`)).body.data,
    ).rows;
  const act = async (action: string, ids: string[]) =>
    actionResultSchema.parse(
      (await moderator.call('POST', '/comments/actions', { action, ids })).body.data,
    );
  const settings = (premoderation: boolean, bannedWords: string[] = []) =>
    moderator.call('PUT', '/moderation/settings/en', { premoderation, bannedWords });

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    // A long response cache: what readers see after a decision proves the cache was emptied.
    server = await startTestServer(database, {
      TEST_CAPTCHA,
      RESPONSE_CACHE_MS: '60000',
      VIDEO_WORKER: 'false',
    });
    moderator = await signedInStaff(server.baseUrl, database, 'desk.moderator', 'moderator', [
      'en',
    ]);
    admin = await signedInStaff(server.baseUrl, database, 'desk.admin', 'admin');
    reader = new ReaderClient(server.baseUrl, 'en');
    [contentId = '', otherContentId = ''] = await commentableItems(database.db, 'en', {
      count: 2,
      publishType: 'TUWEN',
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('holds a comment with a banned word: its author is told, nobody sees it until a moderator approves it', async () => {
    const author = await newReader('ferry_fan');
    expect((await settings(false, ['Casino'])).status).toBe(200);
    const before = await commentCount();
    const held = await comment('Win big at the CASINO tonight', author.token);
    expect(held).toMatchObject({
      code: 1,
      msg: 'Your comment was sent. It will appear once a moderator has reviewed it.',
      data: {
        awaitingReview: true,
        notice: 'Your comment was sent. It will appear once a moderator has reviewed it.',
      },
    });
    const clean = await comment('The new ferry timetable is a relief', author.token);
    expect(clean).toMatchObject({
      code: 1,
      msg: 'OK',
      data: { awaitingReview: false, notice: '' },
    });

    expect(await listed()).not.toContain('Win big at the CASINO tonight');
    expect(await commentCount()).toBe(before + 1);
    const waiting = await queue('held');
    expect(waiting.find((c) => c.id === held.data.id)).toMatchObject({
      status: 'pending',
      holdReason: 'bannedWord',
      bannedWords: ['casino'],
      userName: expect.stringMatching(/^ferry_fan_/) as string,
    });

    expect(await act('approve', [held.data.id])).toEqual({ done: [held.data.id], refused: [] });
    expect(await listed()).toContain('Win big at the CASINO tonight');
    expect(await commentCount()).toBe(before + 2);
    expect((await queue('held')).some((c) => c.id === held.data.id)).toBe(false);

    const audit = auditPageSchema.parse(
      (await admin.get(`/audit?action=comment.approve&targetId=${held.data.id}`)).body.data,
    );
    expect(audit.rows[0]).toMatchObject({
      actorType: 'staff',
      actorName: 'desk.moderator',
      targetType: 'comment',
      site: 'en',
      before: { status: 'pending', content: 'Win big at the CASINO tonight' },
      after: { status: 'visible' },
    });
    await settings(false);
  });

  it('holds every comment of a pre-moderated site, and of a pre-moderated item only', async () => {
    const other = await newReader('harbour_walker');
    await settings(true);
    expect((await comment('Site-wide review, please', other.token)).data.awaitingReview).toBe(true);
    await settings(false);
    expect((await comment('Straight through again', other.token)).data.awaitingReview).toBe(false);

    expect(
      (await moderator.call('PUT', `/moderation/items/${contentId}`, { on: true })).status,
    ).toBe(200);
    expect((await comment('Held for this story', other.token)).data.awaitingReview).toBe(true);
    const elsewhere = await reader.post<Saved>(
      '/people/comment/save.do',
      { contentId: otherContentId, content: 'Fine on another story' },
      other.token,
    );
    expect(elsewhere.data.awaitingReview).toBe(false);
    const listedSettings = await moderator.get<{ premoderatedItems: { id: string }[] }>(
      '/moderation/settings/en',
    );
    expect(listedSettings.body.data.premoderatedItems.map((i) => i.id)).toEqual([contentId]);
    await moderator.call('PUT', `/moderation/items/${contentId}`, { on: false });
    expect((await comment('Free again', other.token)).data.awaitingReview).toBe(false);
  });

  it('tells the parent’s author of a held reply only once it is approved', async () => {
    const author = await newReader('ferry_fan');
    const other = await newReader('harbour_walker');
    const parent = await comment('Which pier does the night boat leave from?', author.token);
    const messages = async (): Promise<string[]> =>
      (
        await reader.get<{ rows: { body: string }[] }>('/people/message/list.do', {}, author.token)
      ).data.rows.map((m) => m.body);
    await settings(true);
    const reply = await comment('Pier 3, after the market', other.token, {
      parentId: parent.data.id,
    });
    expect(reply.data.awaitingReview).toBe(true);
    expect(await messages()).not.toContain('Pier 3, after the market');
    await act('approve', [reply.data.id]);
    expect(await messages()).toContain('Pier 3, after the market');
    await settings(false);
  });

  it('stops a suspended reader commenting, telling them until when and why, until restored', async () => {
    const other = await newReader('harbour_walker');
    const before = Date.now();
    const suspended = await moderator.call(
      'POST',
      `/readers/${String(other.id)}/suspend-commenting`,
      {
        hours: 48,
        reason: 'Insults in three threads',
      },
    );
    expect(suspended.status).toBe(200);
    const refused = await comment('Let me speak', other.token);
    expect(refused.code).toBe(0);
    // The end, as a reader of the English site reads it: in Beijing time, on the 24-hour clock.
    const inBeijing = (at: number): string =>
      new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Shanghai',
      }).format(new Date(at + 48 * 3_600_000));
    const said = (end: string): string =>
      `You cannot comment until ${end} (Beijing time): Insults in three threads`;
    expect([said(inBeijing(before)), said(inBeijing(Date.now()))]).toContain(refused.msg);
    expect(await listed()).not.toContain('Let me speak');
    expect((await moderator.call('POST', `/readers/${String(other.id)}/restore`)).status).toBe(200);
    expect((await comment('Thank you, I will keep it civil', other.token)).code).toBe(1);
  });

  it(
    'never lets a hidden or held comment through any call of the reader API',
    { timeout: 120_000 },
    async () => {
      const author = await newReader('ferry_fan');
      const other = await newReader('harbour_walker');
      await settings(false, ['smuggled']);
      const shown = await comment('SECRET-ALPHA about the harbour', author.token);
      const reply = await comment('SECRET-BRAVO in reply', other.token, {
        parentId: shown.data.id,
      });
      await reader.post('/people/comment/like/save.do', { id: shown.data.id }, other.token);
      const held = await comment('SECRET-CHARLIE smuggled words', author.token);
      expect(held.data.awaitingReview).toBe(true);
      const secrets = ['SECRET-ALPHA', 'SECRET-BRAVO', 'SECRET-CHARLIE'];

      const routes = (await listApiRoutes(server.baseUrl)).filter(
        (r) =>
          !/loginOut|cancelAccount|resetPassword|setNewPass|checkQuestion|register|checkLogin|upload|\/code$|save\.do|delete\.do|read\.do|shareAdd|accusation|feedback/.test(
            r.path,
          ),
      );
      /** Every answer of every call, as each reader and signed out, that holds one of the words. */
      const leaks = async (): Promise<string[]> => {
        const found: string[] = [];
        for (const route of routes)
          for (const token of [author.token, other.token, undefined])
            for (const id of [contentId, shown.data.id, reply.data.id, held.data.id]) {
              const fields: Record<string, string> = {
                id,
                contentId,
                commentId: shown.data.id,
                targetId: shown.data.id,
                targetType: 'comment',
                type: 'like',
                order: 'newest',
                pageNo: '1',
                pageSize: '50',
              };
              const params = Object.fromEntries(
                route.fields.filter((f) => f in fields).map((f) => [f, fields[f] ?? '']),
              );
              const answer =
                route.method === 'GET'
                  ? await reader.get(route.path, params, token)
                  : await reader.post(route.path, params, token);
              const text = JSON.stringify(answer);
              for (const secret of secrets)
                if (text.includes(secret)) found.push(`${route.method} ${route.path} ${secret}`);
            }
        return [...new Set(found)];
      };

      // The sweep finds what readers may see: the visible comment, its reply, the notifications.
      const beforeHiding = await leaks();
      expect(beforeHiding).toEqual(
        expect.arrayContaining([
          'POST /comment/list.do SECRET-ALPHA',
          'POST /people/comment/reply/list.do SECRET-BRAVO',
          'POST /people/comment/app/list.do SECRET-ALPHA',
          'GET /people/message/list.do SECRET-BRAVO',
        ]),
      );
      expect(beforeHiding.filter((l) => l.includes('SECRET-CHARLIE'))).toEqual([]);

      const countBefore = await commentCount();
      expect(await act('hide', [shown.data.id, reply.data.id])).toEqual({
        done: [shown.data.id, reply.data.id],
        refused: [],
      });
      expect(await leaks()).toEqual([]);
      expect(await commentCount()).toBe(countBefore - 2);
      // Liking or reporting what is hidden is refused like anything that does not exist.
      expect(
        (await reader.post('/people/comment/like/save.do', { id: shown.data.id }, other.token))
          .code,
      ).toBe(0);
      expect(
        (
          await reader.post(
            '/accusation/commit',
            { targetType: 'comment', targetId: held.data.id, reason: 'spamAd' },
            other.token,
          )
        ).code,
      ).toBe(0);

      // Restored, it is back where it was, counted again.
      await act('restore', [shown.data.id]);
      expect(await listed()).toContain('SECRET-ALPHA about the harbour');
      expect(await commentCount()).toBe(countBefore - 1);
      await settings(false);
    },
  );

  it('deletes a comment for good: it leaves every queue, and cannot be restored', async () => {
    const author = await newReader('ferry_fan');
    const gone = await comment('Soon to be deleted', author.token);
    expect(await act('delete', [gone.data.id])).toEqual({ done: [gone.data.id], refused: [] });
    for (const name of ['new', 'held', 'hidden', 'reported'])
      expect(
        (await queue(name)).some((c) => c.id === gone.data.id),
        name,
      ).toBe(false);
    const again = await act('restore', [gone.data.id]);
    expect(again.done).toEqual([]);
    expect(again.refused[0]?.msg).toBe('This comment is not hidden.');
  });

  it('lists the new queue by item, reader and words, and marks an approved comment as looked at', async () => {
    const other = await newReader('harbour_walker');
    const fresh = await comment('Lanterns on the promenade tonight', other.token);
    const byItem = await queue('new', `&contentId=${contentId}&userId=${String(other.id)}`);
    expect(byItem.map((c) => c.id)).toContain(fresh.data.id);
    expect((await queue('new', '&q=PROMENADE')).map((c) => c.id)).toEqual([fresh.data.id]);
    await act('approve', [fresh.data.id]);
    expect((await queue('new')).some((c) => c.id === fresh.data.id)).toBe(false);
    expect(await listed()).toContain('Lanterns on the promenade tonight');
  });

  it('hides a comment from the command line as from the console, audited alike', async () => {
    const author = await newReader('ferry_fan');
    const byCli = await comment('Hidden by the operator', author.token);
    const byConsole = await comment('Hidden by the moderator', author.token);
    const ran = await runAdminCli(database, ['hide-comment', byCli.data.id]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain(`hidden: comment ${byCli.data.id} by ferry_fan_`);
    await act('hide', [byConsole.data.id]);
    const entries = auditPageSchema.parse(
      (await admin.get('/audit?action=comment.hide&pageSize=50')).body.data,
    ).rows;
    const cli = entries.find((e) => e.targetId === byCli.data.id);
    const staff = entries.find((e) => e.targetId === byConsole.data.id);
    expect(cli).toMatchObject({ actorType: 'cli', action: 'comment.hide', site: 'en' });
    expect(staff).toMatchObject({ actorType: 'staff', actorName: 'desk.moderator', site: 'en' });
    expect(cli?.before).toMatchObject({ status: 'visible', content: 'Hidden by the operator' });
    expect(Object.keys(cli?.before ?? {})).toEqual(Object.keys(staff?.before ?? {}));
    expect(cli?.after).toEqual(staff?.after);
    expect(await listed()).not.toContain('Hidden by the operator');
  });
});
