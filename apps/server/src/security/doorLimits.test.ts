import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { DOOR_LIMITS, type DoorName } from '../state/doorLimits.ts';
import { translate } from '../i18n/serverMessages.ts';
import { consoleText } from '../console/consoleMessages.ts';
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

let nextAddress = 1;
/** Each test knocks from addresses of its own, so one test's counts never spill into another's. */
const freshAddress = (): string => {
  nextAddress += 1;
  return `198.51.100.${String(nextAddress)}`;
};

/**
 * Every door the brief names, at its production budget: the budget's tries are answered as
 * usual, the next one 429 with `Retry-After` and the envelope in the reader's (or staff
 * member's) language. Clients are told apart by address through a trusted proxy's
 * X-Forwarded-For, as behind the production balancer.
 */
describe.each(embeddedEngine())('limits on every door on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let seal: (text: string) => string = (t) => t;

  async function call(
    lang: SiteLang,
    method: 'GET' | 'POST',
    path: string,
    address: string,
    body?: Record<string, unknown> | FormData,
    token?: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      ...signedHeaders(lang, token ? { token } : {}),
      'x-forwarded-for': address,
    };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.baseUrl}${siteByLang(lang).prefix}${path}`, {
      method,
      headers,
      ...(body === undefined
        ? {}
        : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: text.startsWith('{')
        ? (JSON.parse(text) as Answer['body'])
        : { code: res.status, msg: '', data: text },
    };
  }

  /** The door's budget of tries goes through as usual; the next is refused as a client sees it. */
  async function expectLimit(
    door: DoorName,
    lang: SiteLang,
    knock: (attempt: number) => Promise<Answer>,
  ): Promise<void> {
    const { max, windowSeconds } = DOOR_LIMITS[door];
    await freshWindow(server.baseUrl, windowSeconds);
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const answer = await knock(attempt);
      expect(answer.status, `${door}: try ${String(attempt)} of ${String(max)}`).not.toBe(429);
      expect(answer.status, `${door}: try ${String(attempt)}`).toBeLessThan(500);
    }
    const refused = await knock(max + 1);
    expect(refused.status, door).toBe(429);
    expect(refused.body).toEqual({
      code: 429,
      msg: translate(lang, 'error.rateLimited'),
      data: null,
    });
    const wait = Number(refused.retryAfter);
    expect(Number.isInteger(wait), `${door}: Retry-After ${String(refused.retryAfter)}`).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
  }

  /** A reader registered over HTTP, approved as the back office does, signed in from `address`. */
  async function reader(username: string, address = freshAddress()): Promise<string> {
    const registered = await call('en', 'POST', '/register.do', address, {
      username,
      password: seal(READER_PASSWORD),
      confirmPassword: seal(READER_PASSWORD),
      code: CAPTCHA,
      question: 'firstPet',
      answer: 'Mimi',
    });
    expect(registered.body.code, registered.body.msg).toBe(1);
    await database.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('username', '=', username)
      .execute();
    const signedIn = await call('en', 'POST', '/checkLogin.do', address, {
      username,
      password: seal(READER_PASSWORD),
      code: CAPTCHA,
    });
    expect(signedIn.body.code, signedIn.body.msg).toBe(1);
    return (signedIn.body.data as { token: string }).token;
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

  it('limits captcha issuance per address', async () => {
    const address = freshAddress();
    await expectLimit('captcha.address', 'zh-Hans', (i) =>
      call('zh-Hans', 'GET', `/code?deviceId=device-${String(i)}`, address),
    );
    // Another address is not held up by this one.
    expect((await call('zh-Hans', 'GET', '/code?deviceId=other', freshAddress())).status).toBe(200);
  });

  it('limits registration per address', async () => {
    const address = freshAddress();
    await expectLimit('register.address', 'ja', (i) =>
      call('ja', 'POST', '/register.do', address, {
        username: `newcomer_${String(i)}`,
        password: seal(READER_PASSWORD),
        confirmPassword: seal(READER_PASSWORD),
        code: CAPTCHA,
        question: 'firstPet',
        answer: 'Mimi',
      }),
    );
  });

  it('limits sign-in tries per address, whatever the accounts', async () => {
    const address = freshAddress();
    // A wrong captcha is not a failed password: only the door counts these.
    await expectLimit('signIn.address', 'kr', (i) =>
      call('kr', 'POST', '/checkLogin.do', address, {
        username: `someone_${String(i)}`,
        password: seal('Wrong#Pass1'),
        code: 'NOPE',
      }),
    );
  });

  it('stops guessing a security answer: per account from any address, and per address', async () => {
    await reader('recover_me');
    const guess = (address: string, username = 'recover_me', answer = 'Rex') =>
      call('ru', 'POST', '/checkQuestion.do', address, {
        username,
        question: 'firstPet',
        answer,
        code: CAPTCHA,
      });
    // Each guess from a new address: the account's own budget still runs out.
    await expectLimit('recovery.account', 'ru', () => guess(freshAddress()));
    // The right answer too, from anywhere, until the window passes: 60 guesses take hours.
    const right = await guess(freshAddress(), 'recover_me', 'Mimi');
    expect(right.status).toBe(429);
    const address = freshAddress();
    await expectLimit('recovery.address', 'ru', (i) => guess(address, `nobody_${String(i)}`));
  });

  it('takes a recovery ticket once, and limits new-password tries per address', async () => {
    await reader('ticket_once');
    const address = freshAddress();
    const asked = await call('en', 'POST', '/checkQuestion.do', address, {
      username: 'ticket_once',
      question: 'firstPet',
      answer: 'Mimi',
      code: CAPTCHA,
    });
    expect(asked.body.code, asked.body.msg).toBe(1);
    const { ticket } = asked.body.data as { ticket: string };
    const setNew = (ticketSent: string, from: string) =>
      call('en', 'POST', '/setNewPass.do', from, {
        ticket: ticketSent,
        password: seal('Fresh#Pass2026'),
        confirmPassword: seal('Fresh#Pass2026'),
      });
    expect((await setNew(ticket, address)).body.code).toBe(1);
    expect((await setNew(ticket, freshAddress())).body).toMatchObject({
      code: 0,
      msg: translate('en', 'error.ticketInvalid'),
    });
    const other = freshAddress();
    await expectLimit('newPassword.address', 'en', (i) => setNew(`made-up-${String(i)}`, other));
  });

  it('limits password changes per reader, from any address', async () => {
    const token = await reader('changer');
    await expectLimit('passwordChange.reader', 'en', () =>
      call(
        'en',
        'POST',
        '/resetPassword',
        freshAddress(),
        {
          oldPassword: seal('Wrong#Pass1'),
          newPassword: seal('Changed#2026'),
          confirmPassword: seal('Changed#2026'),
        },
        token,
      ),
    );
  });

  it('limits feedback per address', async () => {
    const address = freshAddress();
    await expectLimit('feedback.address', 'zh-Hans', (i) =>
      call('zh-Hans', 'POST', '/feedback/submitFeedback', address, {
        content: `Feedback number ${String(i)}`,
      }),
    );
  });

  it('limits reports per reader', async () => {
    const token = await reader('reporter');
    await expectLimit('report.reader', 'en', (i) =>
      call(
        'en',
        'POST',
        '/accusation/commit',
        freshAddress(),
        { targetType: 'content', targetId: String(9_000_000 + i), reason: 'spamAd' },
        token,
      ),
    );
  });

  it('limits comments per address (and keeps each reader’s own pace)', async () => {
    const address = freshAddress();
    const tokens = await Promise.all(
      ['talker_a', 'talker_b', 'talker_c'].map((name) => reader(name)),
    );
    await expectLimit('comment.address', 'en', (i) =>
      call(
        'en',
        'POST',
        '/people/comment/save.do',
        address,
        { contentId: '9000001', content: `Comment ${String(i)}` },
        tokens[i % tokens.length],
      ),
    );
  });

  it('limits uploads per reader', async () => {
    const token = await reader('uploader');
    await expectLimit('upload.reader', 'en', () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'not-a-picture.png');
      return call('en', 'POST', '/file/upload.do', freshAddress(), form, token);
    });
  });

  it('limits searches and suggestions per address', async () => {
    const address = freshAddress();
    await expectLimit('search.address', 'en', (i) =>
      call('en', 'POST', '/es/app/search.do', address, { keyword: `word${String(i)}` }),
    );
    const typing = freshAddress();
    await expectLimit('suggest.address', 'en', (i) =>
      call('en', 'POST', '/es/app/suggestSearch.do', typing, { keyword: `w${String(i)}` }),
    );
  });

  it('limits page views and share arrivals per address, and writes no row past the budget', async () => {
    const rows = async (table: 'access_statistics' | 'shares'): Promise<number> =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const viewsBefore = await rows('access_statistics');
    const viewer = freshAddress();
    await expectLimit('pageView.address', 'en', (i) =>
      call('en', 'GET', `/statistics/accessStatistics/in.do?page=home-${String(i)}`, viewer),
    );
    expect(await rows('access_statistics')).toBe(viewsBefore + DOOR_LIMITS['pageView.address'].max);
    const sharesBefore = await rows('shares');
    const arriving = freshAddress();
    await expectLimit('share.address', 'en', (i) =>
      call('en', 'POST', '/common/shareAdd.do', arriving, { spm: `7.1.${String(i)}.1.1` }),
    );
    expect(await rows('shares')).toBe(sharesBefore + DOOR_LIMITS['share.address'].max);
  });

  it('limits follows per reader and alert subscriptions per address', async () => {
    const token = await reader('follower');
    await expectLimit('follow.reader', 'en', (i) =>
      call(
        'en',
        'POST',
        '/people/follow/save',
        freshAddress(),
        { kind: 'tag', value: `harbour ${String(i)}` },
        token,
      ),
    );
    const browser = freshAddress();
    await expectLimit('alerts.address', 'en', (i) =>
      call('en', 'POST', '/alerts/unsubscribe', browser, {
        channel: 'webpush',
        endpoint: `https://fcm.googleapis.com/fcm/send/device-${String(i)}`,
      }),
    );
  });

  describe('the console', () => {
    const consoleCall = (
      client: ConsoleClient,
      path: string,
      body: unknown,
      address = freshAddress(),
    ): Promise<Answer> =>
      client.call('POST', path, body, { headers: { 'x-forwarded-for': address } }).then((a) => ({
        status: a.status,
        retryAfter: a.headers.get('retry-after'),
        body: a.body,
      }));

    /** `spent`: tries the set-up already made (a new member's first password change). */
    async function expectConsoleLimit(
      door: DoorName,
      client: ConsoleClient,
      knock: (attempt: number) => Promise<Answer>,
      spent = 0,
    ): Promise<void> {
      const { max, windowSeconds } = DOOR_LIMITS[door];
      // Not for a member's own budget: their set-up's tries are in the window they began.
      if (spent === 0) await freshWindow(server.baseUrl, windowSeconds);
      for (let attempt = spent + 1; attempt <= max; attempt += 1) {
        const answer = await knock(attempt);
        expect(answer.status, `${door}: try ${String(attempt)}`).not.toBe(429);
        expect(answer.status).toBeLessThan(500);
      }
      const refused = await knock(max + 1);
      expect(refused.status, door).toBe(429);
      expect(refused.body).toMatchObject({
        code: 429,
        msg: consoleText(client.lang, 'error.rateLimited'),
        data: null,
      });
      const wait = Number(refused.retryAfter);
      expect(wait >= 1 && wait <= windowSeconds, `Retry-After ${String(refused.retryAfter)}`).toBe(
        true,
      );
    }

    async function staffMember(username: string): Promise<ConsoleClient> {
      const client = new ConsoleClient(server.baseUrl, 'zh-Hans');
      const oneTime = await addStaff(database, username, 'editor', ['en']);
      const address = freshAddress();
      const signedIn = await consoleCall(
        client,
        '/session',
        { username, password: oneTime },
        address,
      );
      expect(signedIn.status, signedIn.body.msg).toBe(200);
      const changed = await consoleCall(
        client,
        '/session/password',
        { currentPassword: oneTime, newPassword: STAFF_PASSWORD },
        address,
      );
      expect(changed.status, changed.body.msg).toBe(200);
      return client;
    }

    it('limits sign-in tries per address', async () => {
      const client = new ConsoleClient(server.baseUrl, 'zh-Hans');
      const address = freshAddress();
      await expectConsoleLimit('console.signIn.address', client, (i) =>
        consoleCall(
          client,
          '/session',
          { username: `stranger.${String(i)}`, password: 'not the password' },
          address,
        ),
      );
    });

    it('limits password changes per staff member', async () => {
      const client = await staffMember('changer.staff');
      await expectConsoleLimit(
        'console.password.staff',
        client,
        () =>
          consoleCall(client, '/session/password', {
            currentPassword: 'not the password at all',
            newPassword: 'another good password',
          }),
        1,
      );
    });

    it('limits notes per staff member, from any address', async () => {
      const client = await staffMember('noting.staff');
      // The door counts before the item is looked for: an item nobody has counts the same.
      await expectConsoleLimit('console.notes.staff', client, (i) =>
        consoleCall(client, '/items/9000001/notes', { body: `Note ${String(i)}` }),
      );
    });

    it('limits second-factor changes per staff member', async () => {
      const client = await staffMember('factor.staff');
      await expectConsoleLimit('console.secondFactor.staff', client, (i) =>
        consoleCall(client, i % 2 === 0 ? '/session/totp/setup' : '/session/totp/disable', {
          password: 'not the password at all',
        }),
      );
    });
  });
});
