import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntry } from '@news/contract/console/auditSchemas';
import {
  actionResultSchema,
  commentQueuePageSchema,
  deactivationPageSchema,
  feedbackPageSchema,
  feedbackSchema,
  queueCountsSchema,
  registrationPageSchema,
  reportPageSchema,
} from '@news/contract/console/moderationSchemas';
import { signedInStaff, type ConsoleClient } from '../../testing/consoleClient.ts';
import { ReaderClient, TEST_CAPTCHA } from '../../testing/readerClient.ts';
import { runAdminCli } from '../../testing/runAdminCli.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { commentableItems } from '../../testing/commentableItems.ts';

/*
 * The queues other than comments (CommentModerationService.test.ts has those): registrations,
 * reports, feedback and deactivations, as the moderator of a site works them through the
 * console's API and the operator through the CLI — what the reader sees after each, and the
 * audit record of each, alike from both.
 */
describe.each(embeddedEngine())('the moderation queues on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let moderator: ConsoleClient;
  let ruModerator: ConsoleClient;
  let admin: ConsoleClient;
  let reader: ReaderClient;
  let contentId = '';

  const audit = async (query: string): Promise<AuditEntry[]> =>
    auditPageSchema.parse((await admin.get(`/audit?${query}&pageSize=50`)).body.data).rows;
  const idOf = async (username: string): Promise<string> =>
    String(
      (
        await database.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id,
    );

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, {
      TEST_CAPTCHA,
      // About the queues, not the doors' limits: every reader here registers from one address.
      RATE_LIMITS: 'register.address=1000/3600,signIn.address=1000/60',
      RESPONSE_CACHE_MS: '60000',
      VIDEO_WORKER: 'false',
    });
    moderator = await signedInStaff(server.baseUrl, database, 'en.moderator', 'moderator', ['en']);
    ruModerator = await signedInStaff(server.baseUrl, database, 'ru.moderator', 'moderator', [
      'ru',
    ]);
    admin = await signedInStaff(server.baseUrl, database, 'desk.admin', 'admin');
    reader = new ReaderClient(server.baseUrl, 'en');
    [contentId = ''] = await commentableItems(database.db, 'en');
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('approves and rejects registrations: the reader signs in, or reads the reason', async () => {
    for (const name of ['tide_reader', 'fog_reader', 'cli_reader', 'cli_rejected'])
      expect((await reader.register(name)).code).toBe(1);
    const page = registrationPageSchema.parse(
      (await moderator.get('/registrations?site=en&q=_reader')).body.data,
    );
    expect(page.rows.map((r) => r.username).sort()).toEqual([
      'cli_reader',
      'fog_reader',
      'tide_reader',
    ]);
    // Another site's moderator sees none of them and may approve none.
    expect(
      registrationPageSchema.parse((await ruModerator.get('/registrations?q=_reader')).body.data)
        .total,
    ).toBe(0);
    const tide = await idOf('tide_reader');
    const fog = await idOf('fog_reader');
    expect((await ruModerator.call('POST', '/registrations/approve', { ids: [tide] })).status).toBe(
      403,
    );

    expect(
      actionResultSchema.parse(
        (await moderator.call('POST', '/registrations/approve', { ids: [tide] })).body.data,
      ),
    ).toEqual({ done: [tide], refused: [] });
    expect((await reader.signIn('tide_reader')).code).toBe(1);
    const rejected = actionResultSchema.parse(
      (
        await moderator.call('POST', '/registrations/reject', {
          ids: [fog, tide],
          reason: 'Please use your real name',
        })
      ).body.data,
    );
    expect(rejected.done).toEqual([fog]);
    expect(rejected.refused).toEqual([
      { id: tide, msg: 'This registration was already reviewed.' },
    ]);
    const refused = await reader.signIn('fog_reader');
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe('Your registration was not approved: Please use your real name');

    // The operator's command goes through the same service, recorded alike.
    const ran = await runAdminCli(database, ['approve', 'cli_reader']);
    expect(ran.code, ran.stderr).toBe(0);
    expect((await reader.signIn('cli_reader')).code).toBe(1);
    const rejectedByCli = await runAdminCli(database, [
      'reject',
      'cli_rejected',
      'Not',
      'a',
      'name',
    ]);
    expect(rejectedByCli.code, rejectedByCli.stderr).toBe(0);
    expect((await reader.signIn('cli_rejected')).msg).toBe(
      'Your registration was not approved: Not a name',
    );
    expect(
      (await audit(`action=registration.reject&targetId=${await idOf('cli_rejected')}`))[0],
    ).toMatchObject({ actorType: 'cli', after: { status: 'rejected', reason: 'Not a name' } });
    const cli = await idOf('cli_reader');
    const entries = await audit('action=registration.approve');
    const byCli = entries.find((e) => e.targetId === cli);
    const byConsole = entries.find((e) => e.targetId === tide);
    expect(byConsole).toMatchObject({
      actorType: 'staff',
      actorName: 'en.moderator',
      site: 'en',
      before: { username: 'tide_reader', status: 'pending' },
      after: { username: 'tide_reader', status: 'active' },
    });
    expect(byCli).toMatchObject({
      actorType: 'cli',
      site: 'en',
      before: { username: 'cli_reader', status: 'pending' },
      after: { username: 'cli_reader', status: 'active' },
    });
  });

  it('groups reports by what they report, with the count and reasons; hides or dismisses them', async () => {
    const author = await reader.newReader(database.db, 'report_author');
    const saved = await reader.post<{ id: string }>(
      '/people/comment/save.do',
      { contentId, content: 'Buy followers cheap, see my profile' },
      author.token,
    );
    const other = await reader.post<{ id: string }>(
      '/people/comment/save.do',
      { contentId, content: 'A mild remark about the weather' },
      author.token,
    );
    // A comment nobody reports stays out of the reported queue.
    await reader.post(
      '/people/comment/save.do',
      { contentId, content: 'Nobody reports this one' },
      author.token,
    );
    const reasons = ['spamAd', 'spamAd', 'unfriendly'];
    for (const [i, reason] of reasons.entries()) {
      const reporter = await reader.newReader(database.db, `reporter_${String(i)}`);
      for (const target of [saved.data.id, ...(i === 0 ? [other.data.id] : [])])
        expect(
          (
            await reader.post(
              '/accusation/commit',
              { targetType: 'comment', targetId: target, reason, detail: `seen by ${String(i)}` },
              reporter.token,
            )
          ).code,
        ).toBe(1);
    }
    const counts = queueCountsSchema.parse(
      (await moderator.get('/moderation/counts?site=en')).body.data,
    );
    expect(counts.reports).toBe(2);
    expect(counts.comments.reported).toBe(2);
    const reportedQueue = commentQueuePageSchema.parse(
      (await moderator.get('/comments?queue=reported&site=en')).body.data,
    );
    expect(reportedQueue.rows.map((c) => [c.id, c.openReports])).toEqual([
      [saved.data.id, 3],
      [other.data.id, 1],
    ]);
    const open = reportPageSchema.parse((await moderator.get('/reports?site=en')).body.data);
    const group = open.rows.find((r) => r.targetId === saved.data.id);
    expect(group).toMatchObject({
      targetType: 'comment',
      count: 3,
      reasons: [
        { reason: 'spamAd', count: 2 },
        { reason: 'unfriendly', count: 1 },
      ],
      targetText: 'Buy followers cheap, see my profile',
      targetAuthor: 'report_author',
      targetVisible: true,
    });
    expect(
      reportPageSchema
        .parse((await moderator.get('/reports?reason=unfriendly')).body.data)
        .rows.map((r) => r.targetId),
    ).toEqual([saved.data.id]);
    expect(reportPageSchema.parse((await ruModerator.get('/reports')).body.data).total).toBe(0);
    expect(
      (
        await ruModerator.call('POST', '/reports/actions', {
          action: 'hide',
          targets: [`comment:${saved.data.id}`],
        })
      ).status,
    ).toBe(403);

    const hidden = actionResultSchema.parse(
      (
        await moderator.call('POST', '/reports/actions', {
          action: 'hide',
          targets: [`comment:${saved.data.id}`],
        })
      ).body.data,
    );
    expect(hidden).toEqual({ done: [`comment:${saved.data.id}`], refused: [] });
    const list = await reader.post<{ rows: { content: string }[] }>('/comment/list.do', {
      contentId,
      pageSize: 50,
    });
    expect(list.data.rows.map((r) => r.content)).not.toContain(
      'Buy followers cheap, see my profile',
    );
    const dismissed = actionResultSchema.parse(
      (
        await moderator.call('POST', '/reports/actions', {
          action: 'dismiss',
          targets: [`comment:${other.data.id}`, `comment:${saved.data.id}`],
        })
      ).body.data,
    );
    expect(dismissed.done).toEqual([`comment:${other.data.id}`]);
    expect(dismissed.refused).toEqual([
      { id: `comment:${saved.data.id}`, msg: 'These reports were already handled.' },
    ]);
    // A dismissed report leaves what it reported as it was.
    const after = await reader.post<{ rows: { content: string }[] }>('/comment/list.do', {
      contentId,
      pageSize: 50,
    });
    expect(after.data.rows.map((r) => r.content)).toContain('A mild remark about the weather');
    expect(reportPageSchema.parse((await moderator.get('/reports?site=en')).body.data).total).toBe(
      0,
    );
    expect(
      reportPageSchema.parse((await moderator.get('/reports?state=hidden')).body.data).rows[0],
    ).toMatchObject({ targetId: saved.data.id, state: 'hidden', targetVisible: false });
    expect(
      (await audit(`targetType=comment&targetId=${other.data.id}`)).map((e) => e.action),
    ).toContain('report.dismiss');
  });

  it('answers feedback into the reader’s messages, and marks it read and handled', async () => {
    const sender = await reader.newReader(database.db, 'feedback_sender');
    expect(
      (
        await reader.post(
          '/feedback/submitFeedback',
          { content: 'The tide table shows yesterday', contact: '' },
          sender.token,
        )
      ).code,
    ).toBe(1);
    expect(
      (
        await reader.post('/feedback/submitFeedback', {
          content: 'Sent without an account',
          contact: 'someone@example.com',
        })
      ).code,
    ).toBe(1);
    const page = feedbackPageSchema.parse(
      (await moderator.get('/feedback?site=en&state=new')).body.data,
    );
    const mine = page.rows.find((f) => f.body === 'The tide table shows yesterday');
    const anonymous = page.rows.find((f) => f.body === 'Sent without an account');
    if (!mine || !anonymous) throw new Error('feedback missing from the queue');
    expect(mine.userName).toBe('feedback_sender');
    expect(feedbackPageSchema.parse((await ruModerator.get('/feedback')).body.data).total).toBe(0);

    const answered = feedbackSchema.parse(
      (
        await moderator.call('POST', `/feedback/${mine.id}/answer`, {
          body: 'Thank you: it is fixed.',
        })
      ).body.data,
    );
    expect(answered).toMatchObject({ state: 'handled', answer: 'Thank you: it is fixed.' });
    const messages = await reader.get<{ rows: { kind: string; body: string }[] }>(
      '/people/message/list.do',
      {},
      sender.token,
    );
    expect(messages.data.rows).toContainEqual(
      expect.objectContaining({ kind: 'feedback', body: 'Thank you: it is fixed.' }),
    );
    const anonymousAnswer = await moderator.call('POST', `/feedback/${anonymous.id}/answer`, {
      body: 'Hello',
    });
    expect(anonymousAnswer.status).toBe(400);
    expect(anonymousAnswer.body.msg).toBe(
      'This feedback was sent without an account: answer it through the contact it gives.',
    );
    expect(
      actionResultSchema.parse(
        (await moderator.call('POST', '/feedback/actions', { action: 'read', ids: [anonymous.id] }))
          .body.data,
      ).done,
    ).toEqual([anonymous.id]);
    expect(
      feedbackPageSchema
        .parse((await moderator.get('/feedback?state=read')).body.data)
        .rows.map((f) => f.id),
    ).toEqual([anonymous.id]);
    expect((await audit(`action=feedback.answer&targetId=${mine.id}`))[0]).toMatchObject({
      actorName: 'en.moderator',
      after: { answer: 'Thank you: it is fixed.' },
    });
  });

  it('processes deactivation requests from the console as from the command line', async () => {
    const leaving = await reader.newReader(database.db, 'leaving_reader');
    const alsoLeaving = await reader.newReader(database.db, 'cli_leaver');
    for (const token of [leaving.token, alsoLeaving.token])
      expect((await reader.post('/people/cancelAccount', { agree: 'true' }, token)).code).toBe(1);
    const page = deactivationPageSchema.parse(
      (await moderator.get('/deactivations?site=en')).body.data,
    );
    expect(page.rows.map((r) => r.username).sort()).toEqual(['cli_leaver', 'leaving_reader']);
    expect(
      (await ruModerator.call('POST', '/deactivations/process', { ids: [String(leaving.id)] }))
        .status,
    ).toBe(403);
    expect(
      actionResultSchema.parse(
        (await moderator.call('POST', '/deactivations/process', { ids: [String(leaving.id)] })).body
          .data,
      ).done,
    ).toEqual([String(leaving.id)]);
    const ran = await runAdminCli(database, ['deactivate', 'cli_leaver']);
    expect(ran.code, ran.stderr).toBe(0);
    const rows = await database.db
      .selectFrom('users')
      .select(['id', 'status', 'username', 'name'])
      .where('id', 'in', [leaving.id, alsoLeaving.id])
      .execute();
    for (const row of rows) {
      expect(row.status).toBe('deactivated');
      expect(row.username).toMatch(/^deactivated-/);
    }
    const entries = await audit('action=deactivation.process');
    expect(entries.find((e) => e.targetId === String(leaving.id))?.actorType).toBe('staff');
    expect(entries.find((e) => e.targetId === String(alsoLeaving.id))?.actorType).toBe('cli');
    expect(
      deactivationPageSchema.parse((await moderator.get('/deactivations')).body.data).total,
    ).toBe(0);
  });
});
