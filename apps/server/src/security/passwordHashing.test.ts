import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret, scryptCost, verifySecret } from '../accounts/passwords.ts';
import { PASSWORD_LOG_N_DEFAULT } from '../config.ts';
import { addStaff, ConsoleClient } from '../testing/consoleClient.ts';
import { passwordSealer, postApi, READER_PASSWORD } from '../testing/readerAccount.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const CAPTCHA = 'TST1';
const STAFF_PASSWORD = 'correct horse battery staple';
/** What passwords were hashed with before: scrypt N=2^14. */
const LEGACY = scryptCost(14);
const CURRENT_PREFIX = `scrypt$${String(2 ** PASSWORD_LOG_N_DEFAULT)}$8$1$`;

/**
 * Password hashes at OWASP's parameters (the production default, no test override here), and
 * an old hash remade at the next sign-in, for readers and staff.
 */
describe.each(embeddedEngine())('password hashing on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    server = await startTestServer(database, {
      TEST_CAPTCHA: CAPTCHA,
      PASSWORD_HASH_LOG_N: String(PASSWORD_LOG_N_DEFAULT),
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('verifies a reader’s legacy hash at sign-in and replaces it with one at today’s cost', async () => {
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        username: 'legacy_reader',
        password_hash: await hashSecret(READER_PASSWORD, LEGACY),
        question: 'firstPet',
        answer_hash: await hashSecret('mimi', LEGACY),
        status: 'active',
        name: 'legacy_reader',
        site_id: 38,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const seal = await passwordSealer(server.baseUrl);
    const signIn = () =>
      postApi(server.baseUrl, '/checkLogin.do', {
        username: 'legacy_reader',
        password: seal(READER_PASSWORD),
        code: CAPTCHA,
      });
    const first = await signIn();
    expect(first.code, first.msg).toBe(1);
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'legacy_reader')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(await verifySecret(READER_PASSWORD, row.password_hash)).toBe(true);
    expect((await signIn()).code).toBe(1);
  }, 60_000);

  it('does the same for a staff member at the console', async () => {
    await addStaff(database, 'legacy.staff', 'editor', ['en']);
    await database.db
      .updateTable('staff')
      .set({
        password_hash: await hashSecret(STAFF_PASSWORD, LEGACY),
        must_change_password: 0,
      })
      .where('username', '=', 'legacy.staff')
      .execute();
    const client = new ConsoleClient(server.baseUrl);
    const signedIn = await client.signIn('legacy.staff', STAFF_PASSWORD);
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    const row = await database.db
      .selectFrom('staff')
      .select('password_hash')
      .where('username', '=', 'legacy.staff')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(await verifySecret(STAFF_PASSWORD, row.password_hash)).toBe(true);
  }, 60_000);

  it('hashes a new registration at today’s cost', async () => {
    const seal = await passwordSealer(server.baseUrl);
    const registered = await postApi(server.baseUrl, '/register.do', {
      username: 'fresh_reader',
      password: seal(READER_PASSWORD),
      confirmPassword: seal(READER_PASSWORD),
      code: CAPTCHA,
      question: 'firstPet',
      answer: 'Mimi',
    });
    expect(registered.code, registered.msg).toBe(1);
    const row = await database.db
      .selectFrom('users')
      .select(['password_hash', 'answer_hash'])
      .where('username', '=', 'fresh_reader')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(row.answer_hash.startsWith(CURRENT_PREFIX)).toBe(true);
  }, 60_000);
});
