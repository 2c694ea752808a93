import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { sealPassword } from '../testing/sealPassword.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { solveProofOfWork } from '../testing/solveProofOfWork.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { LOGIN_PAIR_FAILURES } from '../accounts/LoginThrottle.ts';

const run = promisify(execFile);
const SERVER_DIR = resolve(import.meta.dirname, '../..');
const ID_NUMBER = '11010519491231002X';
const PASSWORD = 'Harbour#2026';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

interface Reader {
  username: string;
  token: string;
  deviceId: string;
}

/**
 * The account calls over HTTP, each rule on its own: every test signs up the readers it needs
 * (on a device of its own, so captchas never cross), against one server and database per engine.
 */
describe.each(embeddedEngine())('accounts over HTTP on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let cliDataDir: string;
  let publicKey = '';
  /** Every answer body of the file, for the last test: none may carry a secret. */
  const bodies: string[] = [];
  /** Items that take comments, one for each test that comments, so counts are the test's own. */
  let openItems: string[] = [];
  let commentsOffId = '';
  let devices = 0;

  async function call(
    path: string,
    body: Record<string, unknown> = {},
    token?: string,
    deviceId = 'device-a',
    lang = 'en' as const,
    status = 200,
  ): Promise<Envelope> {
    const res = await fetch(`${server.baseUrl}${siteByLang(lang).prefix}${path}`, {
      method: 'POST',
      headers: {
        ...signedHeaders(lang, {
          deviceId,
          'content-type': 'application/json',
          ...(token ? { token } : {}),
        }),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    bodies.push(text);
    expect(res.status, `${path}: ${text}`).toBe(status);
    return JSON.parse(text) as Envelope;
  }

  async function get(path: string, token?: string): Promise<Envelope> {
    const res = await fetch(`${server.baseUrl}/enapi${path}`, {
      headers: signedHeaders('en', token ? { token } : {}),
    });
    const text = await res.text();
    bodies.push(text);
    return JSON.parse(text) as Envelope;
  }

  /**
   * A captcha passed the way that needs no reading (the picture's answer is in no byte a client
   * gets): the device's proof-of-work challenge, solved.
   */
  async function captcha(deviceId: string): Promise<string> {
    const res = await fetch(`${server.baseUrl}/enapi/code/challenge`, {
      headers: signedHeaders('en', { deviceId }),
    });
    const envelope = (await res.json()) as { data: { challenge: string; difficulty: number } };
    return solveProofOfWork(envelope.data);
  }

  const seal = (password: string): string => sealPassword(publicKey, password);

  async function register(username: string, password: string, deviceId: string): Promise<Envelope> {
    return call(
      '/register.do',
      {
        username,
        password: seal(password),
        confirmPassword: seal(password),
        code: await captcha(deviceId),
        question: 'firstPet',
        answer: 'Mimi',
      },
      undefined,
      deviceId,
    );
  }

  async function login(username: string, password: string, deviceId: string): Promise<Envelope> {
    return call(
      '/checkLogin.do',
      { username, password: seal(password), code: await captcha(deviceId) },
      undefined,
      deviceId,
    );
  }

  async function admin(...args: string[]): Promise<string> {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          ...database.cliEnv,
          DATA_DIR: database.cliEnv.DATA_DIR ?? cliDataDir,
          LOG_LEVEL: 'silent',
        },
      },
    );
    return stdout;
  }

  /**
   * A reader registered, approved and signed in. The operator command approves (and messages
   * the reader) when the test is about that; otherwise the review is recorded straight in the
   * database, which is all the command does besides.
   */
  async function signUp(
    username: string,
    options: { password?: string; approveWith?: 'cli' } = {},
  ): Promise<Reader> {
    const password = options.password ?? PASSWORD;
    devices += 1;
    const deviceId = `device-${String(devices)}`;
    expect((await register(username, password, deviceId)).code).toBe(1);
    if (options.approveWith === 'cli') await admin('approve', username);
    else
      await database.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('username', '=', username)
        .execute();
    const res = await login(username, password, deviceId);
    expect(res.code, res.msg).toBe(1);
    return { username, token: (res.data as { token: string }).token, deviceId };
  }

  function nextItem(): string {
    const item = openItems.shift();
    if (!item) throw new Error('the demo site has no more items that take comments');
    return item;
  }

  async function comment(
    reader: Reader,
    contentId: string,
    content: string,
    parentId?: string,
  ): Promise<string> {
    const saved = await call(
      '/people/comment/save.do',
      { contentId, content, ...(parentId ? { parentId } : {}) },
      reader.token,
      reader.deviceId,
    );
    expect(saved.code, saved.msg).toBe(1);
    return (saved.data as { id: string }).id;
  }

  beforeAll(async () => {
    database = await engine.open();
    cliDataDir = mkdtempSync(join(tmpdir(), 'news-cli-'));
    const seedDir = mkdtempSync(join(tmpdir(), 'news-seed-'));
    await seedDemoContent(database.db, {
      dataDir: seedDir,
      dialect: database.dialect,
      sites: [siteByLang('en')],
    });
    rmSync(seedDir, { recursive: true, force: true });
    // A light proof of work: these tests pass the captcha dozens of times. About the accounts'
    // flows, not their limits (security/doorLimits.test.ts): one address here signs up a reader
    // per test, each with a captcha, which a person never would.
    server = await startTestServer(database, {
      CAPTCHA_POW_DIFFICULTY: '8',
      RATE_LIMITS: 'captcha.address=1000/60,register.address=1000/3600,signIn.address=1000/60',
    });
    publicKey = ((await get('/gov/publicKey/getPublicKey.do')).data as { publicKey: string })
      .publicKey;
    const rows = await database.db
      .selectFrom('content')
      .select(['id', 'comment_enabled'])
      .where('site_id', '=', 38)
      .where('publish_type', '=', 'TUWEN')
      .execute();
    openItems = rows.filter((r) => r.comment_enabled === 1).map((r) => String(r.id));
    commentsOffId = String(rows.find((r) => r.comment_enabled === 0)?.id);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(cliDataDir, { recursive: true, force: true });
  });

  it('keeps a new account waiting for review until an operator approves it', async () => {
    const registered = await register('reader_li', PASSWORD, 'device-review');
    expect(registered).toMatchObject({
      code: 1,
      msg: 'Thank you for registering. Your account now awaits review: you can sign in once it has been approved.',
    });
    expect(await login('reader_li', PASSWORD, 'device-review')).toMatchObject({
      code: 0,
      msg: expect.stringContaining('awaiting review') as string,
    });
    expect(await admin('pending')).toContain('reader_li');
    expect(await admin('approve', 'reader_li')).toContain('approved: reader_li');
    expect((await login('reader_li', PASSWORD, 'device-review')).code).toBe(1);
  });

  it('answers a wrong password and an unknown username with the same message', async () => {
    await signUp('reader_same');
    const wrong = await login('reader_same', 'Harbour#2027', 'device-wrong');
    const unknown = await login('nobody_here', PASSWORD, 'device-wrong');
    expect(wrong).toMatchObject({ code: 0, msg: 'Wrong username or password.' });
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('gives a long token that opens the profile; without one the profile answers 401', async () => {
    const reader = await signUp('reader_token');
    expect(reader.token.length).toBeGreaterThanOrEqual(40);
    expect((await get('/people/user/info.do', reader.token)).data).toMatchObject({
      username: 'reader_token',
      status: 'active',
    });
    expect((await get('/people/user/info.do')).code).toBe(401);
  });

  it('updates the profile and shows the ID number masked', async () => {
    const reader = await signUp('reader_profile');
    const updated = await call(
      '/people/user/update.do',
      {
        name: 'Li Wei',
        gender: 'male',
        bio: 'Reads the morning ferry news.',
        idNumber: ID_NUMBER,
        birthday: '1990-05-01',
      },
      reader.token,
    );
    expect(updated.data).toMatchObject({
      name: 'Li Wei',
      gender: 'male',
      idNumberMasked: '110***********002X',
    });
  });

  it('refuses an ID number whose check digit is wrong', async () => {
    const reader = await signUp('reader_idcheck');
    expect(
      await call('/people/user/update.do', { idNumber: '11010519491231002Y' }, reader.token),
    ).toMatchObject({ code: 0, msg: 'Enter a correct ID card or permanent residence ID number.' });
  });

  it('refuses a bio over the limit', async () => {
    const reader = await signUp('reader_bio');
    expect(
      await call('/people/user/update.do', { bio: 'x'.repeat(201) }, reader.token),
    ).toMatchObject({
      code: 0,
      msg: expect.stringContaining('Limit exceeded') as string,
    });
  });

  it('keeps a comment trimmed, as written, and a reply in its thread', async () => {
    const li = await signUp('reader_commenter');
    await call('/people/user/update.do', { name: 'Li Wei' }, li.token);
    const wang = await signUp('reader_replier');
    const contentId = nextItem();
    const saved = await call(
      '/people/comment/save.do',
      { contentId, content: '  Great news for the <b>ferry</b> line!  ' },
      li.token,
    );
    expect(saved.code, saved.msg).toBe(1);
    const commentId = (saved.data as { id: string }).id;
    expect((saved.data as { content: string }).content).toBe(
      'Great news for the <b>ferry</b> line!',
    );
    const reply = await call(
      '/people/comment/save.do',
      { contentId, parentId: commentId, content: 'Agreed!' },
      wang.token,
      wang.deviceId,
    );
    expect(reply.code).toBe(1);

    const list = await call('/comment/list.do', { contentId }, wang.token);
    expect(list.data).toMatchObject({
      total: 1,
      rows: [{ id: commentId, replyCount: 1, userName: 'Li Wei', mine: false }],
    });
    const replies = await call('/people/comment/reply/list.do', { commentId });
    expect(replies.data).toMatchObject({
      total: 1,
      rows: [{ content: 'Agreed!', userName: 'reader_replier' }],
    });
    expect((await call('/commentsLog/commentCount', { contentId })).data).toEqual({ count: 2 });
  });

  it('refuses an empty comment', async () => {
    const reader = await signUp('reader_empty');
    expect(
      await call(
        '/people/comment/save.do',
        { contentId: nextItem(), content: '   ' },
        reader.token,
      ),
    ).toMatchObject({ code: 0, msg: 'Please enter a comment.' });
  });

  it('refuses a comment where the item does not take comments', async () => {
    const reader = await signUp('reader_closed');
    expect(
      await call(
        '/people/comment/save.do',
        { contentId: commentsOffId, content: 'hello' },
        reader.token,
      ),
    ).toMatchObject({ code: 0, msg: 'Comments are turned off for this video or article.' });
  });

  it('asks an anonymous commenter to sign in', async () => {
    const contentId = nextItem();
    expect((await call('/people/comment/save.do', { contentId, content: 'anonymous' })).code).toBe(
      401,
    );
  });

  it('counts a like of a comment and of an item once however often it comes', async () => {
    const li = await signUp('reader_liked');
    const wang = await signUp('reader_liker');
    const contentId = nextItem();
    const commentId = await comment(li, contentId, 'Like this');
    await call('/people/comment/like/save.do', { id: commentId }, wang.token, wang.deviceId);
    expect(
      (await call('/people/comment/like/save.do', { id: commentId }, wang.token, wang.deviceId))
        .data,
    ).toEqual({ likeCount: 1, liked: true });
    const before = (await call('/attention/collection/attentionCount.do', { contentId }, li.token))
      .data as { likeCount: number; collectCount: number };
    await call('/people/attention/collectionLog/save.do', { contentId, type: 'like' }, li.token);
    const liked = await call(
      '/people/attention/collectionLog/save.do',
      { contentId, type: 'like' },
      li.token,
    );
    expect(liked.data).toMatchObject({
      likeCount: before.likeCount + 1,
      liked: true,
      collected: false,
    });
  });

  it('collects an item, lists it among the reader’s collections, and takes it back', async () => {
    const reader = await signUp('reader_collector');
    const contentId = nextItem();
    await call(
      '/people/attention/collectionLog/save.do',
      { contentId, type: 'collect' },
      reader.token,
    );
    expect(
      (
        await call(
          '/people/attention/collectionLog/isExists.do',
          { contentId, type: 'collect' },
          reader.token,
        )
      ).data,
    ).toEqual({ exists: true });
    const collections = await call(
      '/people/attention/collectionLog/app/list.do',
      { type: 'collect' },
      reader.token,
    );
    expect(collections.data).toMatchObject({ total: 1, rows: [{ id: contentId }] });
    await call(
      '/people/attention/collectionLog/delete.do',
      { contentIds: [contentId], type: 'collect' },
      reader.token,
    );
    expect(
      (await call('/people/attention/collectionLog/app/list.do', { type: 'collect' }, reader.token))
        .data,
    ).toMatchObject({ total: 0 });
  });

  it('takes one report per reader and target for a listed reason, and shows it to operators', async () => {
    const li = await signUp('reader_reporter');
    const wang = await signUp('reader_reported');
    const contentId = nextItem();
    const target = await comment(wang, contentId, 'Buy cheap watches');
    const report = () =>
      call(
        '/accusation/commit',
        { targetType: 'comment', targetId: target, reason: 'spamAd' },
        li.token,
      );
    expect((await report()).code).toBe(1);
    expect((await report()).msg).toBe('You have already reported this.');
    expect(
      (
        await call(
          '/accusation/commit',
          { targetType: 'content', targetId: contentId, reason: 'notAReason' },
          li.token,
        )
      ).code,
    ).toBe(0);
    expect(await admin('reports')).toContain('spamAd');
  });

  it('refuses empty feedback and passes the rest on to operators', async () => {
    const reader = await signUp('reader_feedback');
    expect(await call('/feedback/submitFeedback', { content: '' }, reader.token)).toMatchObject({
      code: 0,
      msg: 'Please enter your feedback.',
    });
    expect(
      (
        await call(
          '/feedback/submitFeedback',
          { content: 'Please add tide tables.', contact: 'li@example.com' },
          reader.token,
        )
      ).code,
    ).toBe(1);
    expect(await admin('feedback')).toContain('Please add tide tables.');
  });

  it('tells a reader of their review, replies and likes of their comments until they read them', async () => {
    const li = await signUp('reader_messaged', { approveWith: 'cli' });
    const wang = await signUp('reader_messenger');
    const contentId = nextItem();
    const commentId = await comment(li, contentId, 'Ferries at dawn');
    await comment(wang, contentId, 'Agreed!', commentId);
    await call('/people/comment/like/save.do', { id: commentId }, wang.token, wang.deviceId);
    await call('/people/attention/collectionLog/save.do', { contentId, type: 'like' }, li.token);

    const messages = await get('/people/message/list.do', li.token);
    expect(messages.data).toMatchObject({ unread: 3 });
    expect((messages.data as { rows: { kind: string }[] }).rows.map((m) => m.kind).sort()).toEqual([
      'commentLike',
      'reply',
      'review',
    ]);
    expect((await get('/people/user/userData.do', li.token)).data).toEqual({
      commentCount: 1,
      likeCount: 1,
      collectCount: 0,
      unreadMessageCount: 3,
    });
    await call('/people/message/read.do', {}, li.token);
    expect((await get('/people/message/list.do', li.token)).data).toMatchObject({ unread: 0 });
  });

  it('lets only the author delete a comment', async () => {
    const li = await signUp('reader_owner');
    const wang = await signUp('reader_intruder');
    const commentId = await comment(li, nextItem(), 'Mine');
    expect(
      await call('/people/comment/app/delete.do', { id: commentId }, wang.token, wang.deviceId),
    ).toMatchObject({ code: 0, msg: 'You can only change your own comments.' });
    expect((await call('/people/comment/app/delete.do', { id: commentId }, li.token)).code).toBe(1);
  });

  it('changes the password with the current one and matching new ones, ending the other sessions only', async () => {
    const reader = await signUp('reader_password');
    const second = (await login('reader_password', PASSWORD, 'device-second')).data as {
      token: string;
    };
    const change = (oldPassword: string, newPassword: string, confirmPassword: string) =>
      call(
        '/resetPassword',
        {
          oldPassword: seal(oldPassword),
          newPassword: seal(newPassword),
          confirmPassword: seal(confirmPassword),
        },
        reader.token,
      );
    expect((await change('Wrong#Pass1', 'Lighthouse#9', 'Lighthouse#9')).msg).toBe(
      'The current password is wrong.',
    );
    expect((await change(PASSWORD, 'Lighthouse#9', 'Lighthouse#8')).msg).toBe(
      'The two passwords do not match.',
    );
    expect((await change(PASSWORD, 'Lighthouse#9', 'Lighthouse#9')).code).toBe(1);
    expect((await get('/people/user/info.do', second.token)).code).toBe(401);
    expect((await get('/people/user/info.do', reader.token)).code).toBe(1);
  });

  it('ends the token on sign-out', async () => {
    const reader = await signUp('reader_signout');
    expect((await call('/checkLoginStatus.do', {}, reader.token)).data).toEqual({ isLogin: true });
    await call('/loginOut.do', {}, reader.token);
    expect((await get('/people/user/info.do', reader.token)).code).toBe(401);
  });

  it('deactivates an account only with the agreement ticked; an operator then removes its personal data and its comments stay', async () => {
    const reader = await signUp('reader_leaving');
    const contentId = nextItem();
    const commentId = await comment(reader, contentId, 'Great news for the <b>ferry</b> line!');
    expect(await call('/people/cancelAccount', {}, reader.token)).toMatchObject({
      code: 0,
      msg: 'Please read and agree to the deactivation agreement first.',
    });
    expect((await call('/people/cancelAccount', { agree: 'true' }, reader.token)).code).toBe(1);
    expect((await get('/people/user/info.do', reader.token)).code).toBe(401);
    expect((await login('reader_leaving', PASSWORD, reader.deviceId)).msg).toBe(
      'This account has been deactivated.',
    );
    expect(await admin('deactivations')).toContain('reader_leaving');
    expect(await admin('deactivate', 'reader_leaving')).toContain('personal data removed');
    const after = await call('/comment/list.do', { contentId });
    expect(after.data).toMatchObject({
      rows: [
        {
          id: commentId,
          authorDeactivated: true,
          userName: '',
          content: 'Great news for the <b>ferry</b> line!',
        },
      ],
    });
  });

  it('lets an operator hide a comment from every list', async () => {
    const reader = await signUp('reader_hidden');
    const contentId = nextItem();
    const commentId = await comment(reader, contentId, 'Soon hidden');
    expect((await call('/comment/list.do', { contentId })).data).toMatchObject({ total: 1 });
    expect(await admin('hide-comment', commentId)).toContain(`hidden: comment ${commentId}`);
    expect((await call('/comment/list.do', { contentId })).data).toMatchObject({ total: 0 });
  });

  it('recovers a password through the security question', async () => {
    await signUp('reader_zhao', { password: 'Tidal#Wave7' });
    const bad = await call(
      '/checkQuestion.do',
      {
        username: 'reader_zhao',
        question: 'firstPet',
        answer: 'Rex',
        code: await captcha('device-d'),
      },
      undefined,
      'device-d',
    );
    expect(bad).toMatchObject({
      code: 0,
      msg: 'The username, security question or answer is wrong.',
    });
    const good = await call(
      '/checkQuestion.do',
      {
        username: 'reader_zhao',
        question: 'firstPet',
        answer: ' mimi ',
        code: await captcha('device-d'),
      },
      undefined,
      'device-d',
    );
    const ticket = (good.data as { ticket: string }).ticket;
    expect(
      (
        await call('/setNewPass.do', {
          ticket,
          password: seal('Tidal#Wave8'),
          confirmPassword: seal('Tidal#Wave8'),
        })
      ).code,
    ).toBe(1);
    expect(
      (
        await call('/setNewPass.do', {
          ticket,
          password: seal('Tidal#Wave9'),
          confirmPassword: seal('Tidal#Wave9'),
        })
      ).msg,
    ).toBe('This password reset has expired. Please start again.');
    expect((await login('reader_zhao', 'Tidal#Wave8', 'device-d')).code).toBe(1);
  });

  it('refuses a password outside the rule', async () => {
    const first = await call(
      '/register.do',
      {
        username: 'reader_qian',
        password: seal('short'),
        confirmPassword: seal('short'),
        code: await captcha('device-e'),
        question: 'firstPet',
        answer: 'x',
      },
      undefined,
      'device-e',
    );
    expect(first.msg).toBe(
      'The password must be 8–16 characters and contain upper and lower case letters, digits and special characters.',
    );
  });

  it('takes a captcha answer once, even when the attempt it came with was refused', async () => {
    const code = await captcha('device-f');
    const attempt = (password: string) =>
      call(
        '/register.do',
        {
          username: 'reader_qian_f',
          password: seal(password),
          confirmPassword: seal(password),
          code,
          question: 'firstPet',
          answer: 'x',
        },
        undefined,
        'device-f',
      );
    expect((await attempt('short')).msg).toBe(
      'The password must be 8–16 characters and contain upper and lower case letters, digits and special characters.',
    );
    expect((await attempt('Good#Pass12')).msg).toContain('verification code');
  });

  it('refuses a password that is not the server’s ciphertext', async () => {
    const garbage = await call(
      '/checkLogin.do',
      {
        username: 'reader_qian',
        password: 'not-base64-ciphertext!!',
        code: await captcha('device-e'),
      },
      undefined,
      'device-e',
    );
    expect(garbage.code).toBe(0);
  });

  it('locks sign-in from a device’s address after five failures', async () => {
    await signUp('reader_sun', { password: 'Brave#Kite01' });
    for (let i = 0; i < LOGIN_PAIR_FAILURES; i += 1)
      expect((await login('reader_sun', `Wrong#Kite${String(i)}0`, 'device-g')).msg).toBe(
        'Wrong username or password.',
      );
    // The right password too, from this address: 429 with the reason.
    const locked = await call(
      '/checkLogin.do',
      { username: 'reader_sun', password: seal('Brave#Kite01'), code: await captcha('device-g') },
      undefined,
      'device-g',
      'en',
      429,
    );
    expect(locked.msg).toBe('Too many failed sign-in attempts. Please wait a while and try again.');
  }, 60_000);

  // Last: it reads every answer the tests above received, as well as its own.
  it('never sends a password hash, an ID number or a security answer back', async () => {
    const reader = await signUp('reader_secrets');
    const contentId = nextItem();
    await call('/people/user/update.do', { idNumber: ID_NUMBER }, reader.token);
    await get('/people/user/info.do', reader.token);
    await comment(reader, contentId, 'Nothing to hide');
    await call('/comment/list.do', { contentId }, reader.token);
    await call('/people/comment/app/list.do', {}, reader.token);
    const all = bodies.join('\n');
    expect(all).toContain('idNumberMasked');
    expect(all).not.toContain('scrypt$');
    expect(all).not.toContain(ID_NUMBER);
    expect(all).not.toContain('Mimi');
  });
});
