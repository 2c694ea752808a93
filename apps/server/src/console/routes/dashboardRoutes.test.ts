import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@news/contract/console/dashboardSchemas';
import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang } from '@news/contract/sites';
import { signedInStaff, type ConsoleClient } from '../../testing/consoleClient.ts';
import { ReaderClient, TEST_CAPTCHA } from '../../testing/readerClient.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { TEST_SIGN_SECRET } from '../../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { commentableItems } from '../../testing/commentableItems.ts';

/** The dashboard's figures follow what readers do, per site, for every role. */
describe.each(embeddedEngine())('the dashboard on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let moderator: ConsoleClient;
  let editor: ConsoleClient;
  let reader: ReaderClient;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, { TEST_CAPTCHA, VIDEO_WORKER: 'false' });
    moderator = await signedInStaff(server.baseUrl, database, 'en.moderator', 'moderator', ['en']);
    editor = await signedInStaff(server.baseUrl, database, 'en.editor', 'editor', ['en']);
    reader = new ReaderClient(server.baseUrl, 'en');
  }, 120_000);
  /** A view of an item by a signed-in reader, as the reader app counts one. */
  const hit = async (id: string, token: string): Promise<void> => {
    const res = await fetch(
      `${server.baseUrl}${siteByLang('en').prefix}/cms/content/hit?id=${id}`,
      {
        headers: {
          ...buildSignedHeaders({
            platform: 'H5',
            deviceId: 'one-device',
            lang: 'en',
            secret: TEST_SIGN_SECRET,
          }),
          token,
        },
      },
    );
    expect(res.status).toBe(200);
  };
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('counts today’s registrations, comments and reads, and ranks the most read', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // Reads count once per reader (or address): two more readers, registered before the counts.
    const others = [
      await reader.newReader(database.db, 'dashboard_reader_b'),
      await reader.newReader(database.db, 'dashboard_reader_c'),
    ];
    const before = dashboardSchema.parse((await moderator.get('/dashboard?site=en')).body.data);
    const todayOf = (rows: { day: string; count: number }[]): number =>
      rows.find((r) => r.day === today)?.count ?? 0;
    expect(before.registrationsPerDay).toHaveLength(14);
    expect(before.registrationsPerDay.at(-1)?.day).toBe(today);

    const fan = await reader.newReader(database.db, 'dashboard_fan');
    await reader.register('dashboard_waiting');
    const [first, second] = await commentableItems(database.db, 'en', { count: 2 });
    if (!first || !second) throw new Error('too few items');
    await reader.post(
      '/people/comment/save.do',
      { contentId: first, content: 'Counted' },
      fan.token,
    );
    // Three readers read the second item, one the first.
    for (const token of [fan.token, ...others.map((r) => r.token)]) await hit(second, token);
    await hit(first, fan.token);

    const after = dashboardSchema.parse(
      (await moderator.get('/dashboard?site=en&days=7')).body.data,
    );
    expect(after.registrationsPerDay).toHaveLength(7);
    expect(todayOf(after.registrationsPerDay)).toBe(todayOf(before.registrationsPerDay) + 2);
    expect(todayOf(after.commentsPerDay)).toBe(todayOf(before.commentsPerDay) + 1);
    expect(after.mostReadToday.slice(0, 2).map((r) => [r.id, r.reads])).toEqual([
      [second, 3],
      [first, 1],
    ]);
    expect(after.mostReadWeek[0]).toMatchObject({ id: second, site: 'en' });
    expect(after.queues?.registrations).toBeGreaterThanOrEqual(1);
  });

  it('shows staff only their own sites, and the queues only to those who moderate', async () => {
    expect((await moderator.get('/dashboard?site=ru')).status).toBe(403);
    const forEditor = dashboardSchema.parse((await editor.get('/dashboard')).body.data);
    expect(forEditor.queues).toBeNull();
    expect(forEditor.mostReadToday.every((r) => r.site === 'en')).toBe(true);
  });
});
