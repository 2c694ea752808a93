import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@news/contract/console/auditSchemas';
import { readerDetailSchema, readerPageSchema } from '@news/contract/console/moderationSchemas';
import { signedInStaff, type ConsoleClient } from '../../testing/consoleClient.ts';
import { ReaderClient, TEST_CAPTCHA } from '../../testing/readerClient.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

/** Reader accounts as a moderator sees and changes them, and what the reader notices. */
describe.each(embeddedEngine())('reader accounts in the console on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let moderator: ConsoleClient;
  let ruModerator: ConsoleClient;
  let admin: ConsoleClient;
  let reader: ReaderClient;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, { TEST_CAPTCHA, VIDEO_WORKER: 'false' });
    moderator = await signedInStaff(server.baseUrl, database, 'en.moderator', 'moderator', ['en']);
    ruModerator = await signedInStaff(server.baseUrl, database, 'ru.moderator', 'moderator', [
      'ru',
    ]);
    admin = await signedInStaff(server.baseUrl, database, 'desk.admin', 'admin');
    reader = new ReaderClient(server.baseUrl, 'en');
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('finds readers by name and shows one without hashes or the unmasked ID number', async () => {
    const river = await reader.newReader(database.db, 'river_reader');
    await database.db
      .updateTable('users')
      .set({ id_number_enc: 'sealed-value', id_number_masked: '1101**********1234' })
      .where('id', '=', river.id)
      .execute();
    const page = readerPageSchema.parse((await moderator.get('/readers?q=RIVER')).body.data);
    expect(page.rows.map((r) => r.username)).toEqual(['river_reader']);
    expect(
      readerPageSchema.parse((await ruModerator.get('/readers?q=river')).body.data).total,
    ).toBe(0);
    expect((await ruModerator.get(`/readers/${String(river.id)}`)).status).toBe(403);

    const answer = await moderator.get(`/readers/${String(river.id)}`);
    const detail = readerDetailSchema.parse(answer.body.data);
    expect(detail).toMatchObject({
      username: 'river_reader',
      status: 'active',
      idNumberMasked: '1101**********1234',
      activeSessions: 1,
    });
    const text = JSON.stringify(answer.body);
    const row = await database.db
      .selectFrom('users')
      .select(['password_hash', 'answer_hash'])
      .where('id', '=', river.id)
      .executeTakeFirstOrThrow();
    for (const secret of [row.password_hash, row.answer_hash, 'sealed-value'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/hash|_enc/i);
  });

  it('suspends an account with the reason the reader reads at sign-in, and restores it', async () => {
    const harbour = await reader.newReader(database.db, 'harbour_reader');
    const id = String(harbour.id);
    const suspended = readerDetailSchema.parse(
      (await moderator.call('POST', `/readers/${id}/suspend`, { reason: 'Spam in every thread' }))
        .body.data,
    );
    expect(suspended).toMatchObject({ status: 'suspended', activeSessions: 0 });
    // The session it had ends at once; signing in again is refused with the reason.
    expect(
      (await reader.get('/people/user/info.do', {}, harbour.token)).code,
      'old session',
    ).not.toBe(1);
    const refused = await reader.signIn('harbour_reader');
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe('This account is suspended: Spam in every thread');

    expect((await moderator.call('POST', `/readers/${id}/restore`)).body.data).toMatchObject({
      status: 'active',
    });
    expect((await reader.signIn('harbour_reader')).code).toBe(1);
    const entries = auditPageSchema.parse(
      (await admin.get(`/audit?targetType=reader&targetId=${id}`)).body.data,
    ).rows;
    expect(entries.map((e) => e.action)).toEqual(['reader.restore', 'reader.suspend']);
    expect(entries[1]).toMatchObject({
      actorName: 'en.moderator',
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Spam in every thread' },
    });
  });

  it('ends every session of a reader, and sends them a message', async () => {
    const pier = await reader.newReader(database.db, 'pier_reader');
    const id = String(pier.id);
    const second = await reader.signIn('pier_reader');
    expect(
      readerDetailSchema.parse((await moderator.get(`/readers/${id}`)).body.data).activeSessions,
    ).toBe(2);
    const ended = readerDetailSchema.parse(
      (await moderator.call('POST', `/readers/${id}/end-sessions`)).body.data,
    );
    expect(ended.activeSessions).toBe(0);
    for (const token of [pier.token, second.data.token])
      expect((await reader.get('/people/user/info.do', {}, token)).code).not.toBe(1);

    const again = await reader.signIn('pier_reader');
    await moderator.call('POST', `/readers/${id}/message`, {
      body: 'Your photo of the pier is on the front page today.',
    });
    const messages = await reader.get<{ rows: { kind: string; body: string }[] }>(
      '/people/message/list.do',
      {},
      again.data.token,
    );
    expect(messages.data.rows[0]).toMatchObject({
      kind: 'system',
      body: 'Your photo of the pier is on the front page today.',
    });
    expect(
      (await ruModerator.call('POST', `/readers/${id}/message`, { body: 'Hello' })).status,
    ).toBe(403);
  });
});
