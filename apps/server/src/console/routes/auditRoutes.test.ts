import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@news/contract/console/auditSchemas';
import { signedInStaff, type ConsoleClient } from '../../testing/consoleClient.ts';
import { ReaderClient, TEST_CAPTCHA } from '../../testing/readerClient.ts';
import { runAdminCli } from '../../testing/runAdminCli.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

/** The audit log: read, filtered and exported by admins only; never changed by anyone. */
describe.each(embeddedEngine())('the audit log on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: ConsoleClient;
  let moderator: ConsoleClient;
  let readerId = '';
  const page = async (query: string) =>
    auditPageSchema.parse((await admin.get(`/audit?${query}`)).body.data);

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, { TEST_CAPTCHA, VIDEO_WORKER: 'false' });
    admin = await signedInStaff(server.baseUrl, database, 'desk.admin', 'admin');
    moderator = await signedInStaff(server.baseUrl, database, 'en.moderator', 'moderator', ['en']);
    const reader = new ReaderClient(server.baseUrl, 'en');
    readerId = String((await reader.newReader(database.db, 'quoted_reader')).id);
    await moderator.call('POST', `/readers/${readerId}/message`, {
      body: 'Hello, "harbour" friends\nsee you at the pier',
    });
    await moderator.call('POST', `/readers/${readerId}/suspend-commenting`, {
      hours: 2,
      reason: 'Cooling off',
    });
    expect((await runAdminCli(database, ['hide-comment', '999999'])).code).toBe(1);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('filters by who, area, action, target, site and time, newest first, with totals', async () => {
    const byModerator = await page('actor=en.moderator&pageSize=50');
    expect(byModerator.rows.map((e) => e.action)).toEqual(
      expect.arrayContaining(['reader.suspendCommenting', 'reader.message']),
    );
    expect(byModerator.rows.every((e) => e.actorName === 'en.moderator')).toBe(true);
    const area = await page('action=reader');
    expect(area.rows.map((e) => e.action)).toEqual(['reader.suspendCommenting', 'reader.message']);
    expect(area.total).toBe(2);
    const one = await page('action=reader.message&pageSize=1');
    expect(one).toMatchObject({ total: 1, pageSize: 1 });
    expect(one.rows[0]).toMatchObject({
      targetType: 'reader',
      targetId: readerId,
      site: 'en',
      after: { username: 'quoted_reader' },
    });
    expect((await page(`targetType=reader&targetId=${readerId}`)).total).toBe(2);
    expect((await page('site=ru&action=reader')).total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await page(`from=${tomorrow}`)).total).toBe(0);
    expect((await page(`to=${tomorrow}&action=reader`)).total).toBe(2);
    const bad = await admin.get('/audit?from=yesterday');
    expect(bad.status).toBe(400);
  });

  it('exports the filtered log as CSV, quoting what needs quoting', async () => {
    const res = await fetch(`${server.baseUrl}/console/api/audit/export.csv?action=reader`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-/);
    const text = await res.text();
    expect(text.split('\n')[0]).toBe(
      'id,at,actorType,actorName,action,targetType,targetId,site,before,after',
    );
    expect(text).toContain(
      '"{""username"":""quoted_reader"",""body"":""Hello, \\""harbour\\"" friends\\nsee you at the pier""}"',
    );
    expect(text).toContain(',staff,en.moderator,reader.suspendCommenting,reader,');
    expect(text).not.toContain('staff.create');
  });

  it('is for admins only, and nobody may change or delete an entry', async () => {
    expect((await moderator.get('/audit')).status).toBe(403);
    const csv = await fetch(`${server.baseUrl}/console/api/audit/export.csv`, {
      headers: { cookie: moderator.cookie },
    });
    expect(csv.status).toBe(403);
    const [first] = (await page('pageSize=1')).rows;
    if (!first) throw new Error('the log is empty');
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect([404, 405]).toContain((await admin.call(method, `/audit/${first.id}`, {})).status);
    await expect(
      sql`UPDATE audit_log SET actor_name = 'someone else'`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    expect((await page('pageSize=1')).rows[0]).toEqual(first);
  });
});
