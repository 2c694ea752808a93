import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ACCOUNT_CEILING,
  LOGIN_SLOT_SECONDS,
  LOGIN_WINDOW_SECONDS,
} from '../accounts/LoginThrottle.ts';
import { consoleText } from '../console/consoleMessages.ts';
import { translate } from '../i18n/serverMessages.ts';
import { addStaff, ConsoleClient } from '../testing/consoleClient.ts';
import { freshWindow } from '../testing/freshWindow.ts';
import { passwordSealer, READER_PASSWORD } from '../testing/readerAccount.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const CAPTCHA = 'TST1';
const STAFF_PASSWORD = 'correct horse battery staple';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code: number; msg: string; data: unknown };
}

let last = 0;
const address = (): string => {
  last += 1;
  return `203.0.113.${String(last)}`;
};

/**
 * The sign-in lock stops whoever guesses, not the account's owner: failures are counted per
 * account and address, and per address; an account tried from many addresses only gets slower.
 * Production numbers, real HTTP, addresses told apart through a trusted proxy.
 */
describe.each(embeddedEngine())('the sign-in lock on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let seal: (text: string) => string = (t) => t;

  async function signIn(username: string, password: string, from: string): Promise<Answer> {
    const res = await fetch(`${server.baseUrl}/enapi/checkLogin.do`, {
      method: 'POST',
      headers: {
        ...signedHeaders('en'),
        'content-type': 'application/json',
        'x-forwarded-for': from,
      },
      body: JSON.stringify({ username, password: seal(password), code: CAPTCHA }),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as Answer['body'],
    };
  }

  async function owner(username: string): Promise<void> {
    const res = await fetch(`${server.baseUrl}/enapi/register.do`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: seal(READER_PASSWORD),
        confirmPassword: seal(READER_PASSWORD),
        code: CAPTCHA,
        question: 'firstPet',
        answer: 'Mimi',
      }),
    });
    expect(((await res.json()) as Answer['body']).code).toBe(1);
    await database.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('username', '=', username)
      .execute();
  }

  beforeAll(async () => {
    database = await engine.open();
    server = await startTestServer(database, {
      TEST_CAPTCHA: CAPTCHA,
      TRUST_PROXY: '1',
      TEST_CLOCK: 'settable',
    });
    seal = await passwordSealer(server.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lets the owner in from their address while an attacker at another fails fifty times', async () => {
    await owner('owner_li');
    await freshWindow(server.baseUrl, LOGIN_WINDOW_SECONDS);
    const attacker = address();
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i += 1)
      answers.push(await signIn('owner_li', `Guess#${String(i)}x`, attacker));
    const failed = answers.filter((a) => a.status === 200);
    expect(failed.length).toBeLessThanOrEqual(5);
    for (const a of failed) expect(a.body.msg).toBe(translate('en', 'error.loginFailed'));
    const refused = answers.slice(failed.length);
    expect(refused.length).toBeGreaterThanOrEqual(45);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.body.code).toBe(429);
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // The attacker's address is shut out of the account, the right password included ...
    expect((await signIn('owner_li', READER_PASSWORD, attacker)).status).toBe(429);
    // ... and the owner, elsewhere, signs in.
    const own = await signIn('owner_li', READER_PASSWORD, address());
    expect(own.body.code, own.body.msg).toBe(1);
  });

  it('answers an unknown user as a wrong password', async () => {
    await owner('owner_kim');
    const wrong = await signIn('owner_kim', 'Wrong#Pass1', address());
    const unknown = await signIn('nobody_at_all', 'Wrong#Pass1', address());
    expect(wrong).toMatchObject({ status: 200, body: { code: 0 } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('slows an account attacked from many addresses, but not its owner at their own', async () => {
    await owner('owner_park');
    const home = address();
    expect((await signIn('owner_park', READER_PASSWORD, home)).body.code).toBe(1);
    await freshWindow(server.baseUrl, LOGIN_WINDOW_SECONDS);
    for (let i = 0; i < LOGIN_ACCOUNT_CEILING; i += 1)
      expect((await signIn('owner_park', 'Wrong#Pass1', address())).body.code).toBe(0);
    // Under attack: a new address gets a try now and then, an address that failed none again.
    await freshWindow(server.baseUrl, LOGIN_SLOT_SECONDS);
    const first = await signIn('owner_park', 'Wrong#Pass1', address());
    expect(first.status).toBe(200);
    const next = await signIn('owner_park', 'Wrong#Pass1', address());
    expect(next.status).toBe(429);
    expect(next.body.msg).toBe(translate('en', 'error.loginLocked'));
    expect(Number(next.retryAfter)).toBeLessThanOrEqual(LOGIN_SLOT_SECONDS);
    // The owner's own address is not slowed.
    const own = await signIn('owner_park', READER_PASSWORD, home);
    expect(own.body.code, own.body.msg).toBe(1);
  });

  it('locks staff sign-in per address too: the owner elsewhere gets in', async () => {
    const oneTime = await addStaff(database, 'ada.lock', 'editor', ['en']);
    const owner = new ConsoleClient(server.baseUrl, 'zh-Hans');
    const ownAddress = address();
    const first = await owner.call(
      'POST',
      '/session',
      { username: 'ada.lock', password: oneTime },
      { headers: { 'x-forwarded-for': ownAddress } },
    );
    expect(first.status).toBe(200);
    const changed = await owner.call(
      'POST',
      '/session/password',
      { currentPassword: oneTime, newPassword: STAFF_PASSWORD },
      { headers: { 'x-forwarded-for': ownAddress } },
    );
    expect(changed.status).toBe(200);

    const attacker = new ConsoleClient(server.baseUrl, 'zh-Hans');
    const from = address();
    await freshWindow(server.baseUrl, LOGIN_WINDOW_SECONDS);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const a = await attacker.call(
        'POST',
        '/session',
        { username: 'ada.lock', password: `guess number ${String(i)}` },
        { headers: { 'x-forwarded-for': from } },
      );
      statuses.push(a.status);
      if (a.status === 429) {
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect([
          consoleText('zh-Hans', 'error.signInLocked'),
          consoleText('zh-Hans', 'error.rateLimited'),
        ]).toContain(a.body.msg);
      }
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const back = await new ConsoleClient(server.baseUrl).call(
      'POST',
      '/session',
      { username: 'ada.lock', password: STAFF_PASSWORD },
      { headers: { 'x-forwarded-for': address() } },
    );
    expect(back.status, back.body.msg).toBe(200);
  });
});
