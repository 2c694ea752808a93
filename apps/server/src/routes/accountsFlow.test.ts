import { execFile } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const run = promisify(execFile);
const SERVER_DIR = resolve(import.meta.dirname, '../..');
const ID_NUMBER = '11010519491231002X';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

describe.each(testEngines())('accounts over HTTP on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let cliDataDir: string;
  let publicKey = '';
  const bodies: string[] = [];
  let contentId = '';
  let commentsOffId = '';

  async function call(
    path: string,
    body: Record<string, unknown> = {},
    token?: string,
    deviceId = 'device-a',
    lang = 'en' as const,
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
    expect(res.status, `${path}: ${text}`).toBe(200);
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

  /** Reads the captcha's answer out of its SVG, as a person reads it off the picture. */
  async function captcha(deviceId: string): Promise<string> {
    const res = await fetch(`${server.baseUrl}/enapi/code?deviceId=${deviceId}`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    return [...svg.matchAll(/<text[^>]*>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
  }

  const seal = (password: string): string =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');

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

  async function signUp(username: string, password: string, deviceId: string): Promise<string> {
    expect((await register(username, password, deviceId)).code).toBe(1);
    await admin('approve', username);
    const res = await login(username, password, deviceId);
    expect(res.code, res.msg).toBe(1);
    return (res.data as { token: string }).token;
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
    server = await startTestServer(database);
    publicKey = ((await get('/gov/publicKey/getPublicKey.do')).data as { publicKey: string })
      .publicKey;
    const rows = await database.db
      .selectFrom('content')
      .select(['id', 'comment_enabled'])
      .where('site_id', '=', 38)
      .where('publish_type', '=', 'TUWEN')
      .execute();
    contentId = String(rows.find((r) => r.comment_enabled === 1)?.id);
    commentsOffId = String(rows.find((r) => r.comment_enabled === 0)?.id);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(cliDataDir, { recursive: true, force: true });
  });

  it('goes the whole way: register, review, sign in, profile, comment, like, collect, report, feedback, messages, password, sign out, deactivate', async () => {
    // Registration waits for review.
    const registered = await register('reader_li', 'Harbour#2026', 'device-a');
    expect(registered).toMatchObject({
      code: 1,
      msg: 'Registration submitted. You can sign in once it has been reviewed.',
    });
    expect(await login('reader_li', 'Harbour#2026', 'device-a')).toMatchObject({
      code: 0,
      msg: expect.stringContaining('awaiting review') as string,
    });
    expect(await admin('pending')).toContain('reader_li');
    expect(await admin('approve', 'reader_li')).toContain('approved: reader_li');

    // The same message for a wrong password and an unknown user.
    const wrong = await login('reader_li', 'Harbour#2027', 'device-a');
    const unknown = await login('nobody_here', 'Harbour#2026', 'device-a');
    expect(wrong).toMatchObject({ code: 0, msg: 'Wrong username or password.' });
    expect(unknown.msg).toBe(wrong.msg);

    const signedIn = await login('reader_li', 'Harbour#2026', 'device-a');
    expect(signedIn.code).toBe(1);
    const token = (signedIn.data as { token: string }).token;
    expect(token.length).toBeGreaterThanOrEqual(40);

    // Profile.
    expect((await get('/people/user/info.do', token)).data).toMatchObject({
      username: 'reader_li',
      status: 'active',
    });
    expect((await get('/people/user/info.do')).code).toBe(401);
    const updated = await call(
      '/people/user/update.do',
      {
        name: 'Li Wei',
        gender: 'male',
        bio: 'Reads the morning ferry news.',
        idNumber: ID_NUMBER,
        birthday: '1990-05-01',
      },
      token,
    );
    expect(updated.data).toMatchObject({
      name: 'Li Wei',
      gender: 'male',
      idNumberMasked: '110***********002X',
    });
    expect(
      await call('/people/user/update.do', { idNumber: '11010519491231002Y' }, token),
    ).toMatchObject({ code: 0, msg: 'Enter a correct ID card or permanent residence ID number.' });
    expect(await call('/people/user/update.do', { bio: 'x'.repeat(201) }, token)).toMatchObject({
      code: 0,
      msg: expect.stringContaining('Limit exceeded') as string,
    });

    // A second reader answers the first one's comment.
    const tokenB = await signUp('reader_wang', 'Seagull$88a', 'device-b');
    const comment = await call(
      '/people/comment/save.do',
      { contentId, content: '  Great news for the <b>ferry</b> line!  ' },
      token,
    );
    expect(comment.code, comment.msg).toBe(1);
    const commentId = (comment.data as { id: string; content: string }).id;
    expect((comment.data as { content: string }).content).toBe(
      'Great news for the <b>ferry</b> line!',
    );
    const reply = await call(
      '/people/comment/save.do',
      { contentId, parentId: commentId, content: 'Agreed!' },
      tokenB,
      'device-b',
    );
    expect(reply.code).toBe(1);
    expect(
      await call('/people/comment/save.do', { contentId, content: '   ' }, token),
    ).toMatchObject({ code: 0, msg: 'Please enter a comment.' });
    expect(
      await call('/people/comment/save.do', { contentId: commentsOffId, content: 'hello' }, token),
    ).toMatchObject({ code: 0, msg: 'This video or article does not support comments.' });
    expect((await call('/people/comment/save.do', { contentId, content: 'anonymous' })).code).toBe(
      401,
    );

    const list = await call('/comment/list.do', { contentId }, tokenB);
    expect(list.data).toMatchObject({
      total: 1,
      rows: [{ id: commentId, replyCount: 1, userName: 'Li Wei', mine: false }],
    });
    const replies = await call('/people/comment/reply/list.do', { commentId });
    expect(replies.data).toMatchObject({
      total: 1,
      rows: [{ content: 'Agreed!', userName: 'reader_wang' }],
    });
    expect((await call('/commentsLog/commentCount', { contentId })).data).toEqual({ count: 2 });

    // Likes are idempotent.
    await call('/people/comment/like/save.do', { id: commentId }, tokenB, 'device-b');
    expect(
      (await call('/people/comment/like/save.do', { id: commentId }, tokenB, 'device-b')).data,
    ).toEqual({ likeCount: 1, liked: true });
    const before = (await call('/attention/collection/attentionCount.do', { contentId }, token))
      .data as { likeCount: number; collectCount: number };
    await call('/people/attention/collectionLog/save.do', { contentId, type: 'like' }, token);
    const liked = await call(
      '/people/attention/collectionLog/save.do',
      { contentId, type: 'like' },
      token,
    );
    expect(liked.data).toMatchObject({
      likeCount: before.likeCount + 1,
      liked: true,
      collected: false,
    });
    await call('/people/attention/collectionLog/save.do', { contentId, type: 'collect' }, token);
    expect(
      (
        await call(
          '/people/attention/collectionLog/isExists.do',
          { contentId, type: 'collect' },
          token,
        )
      ).data,
    ).toEqual({ exists: true });
    const collections = await call(
      '/people/attention/collectionLog/app/list.do',
      { type: 'collect' },
      token,
    );
    expect(collections.data).toMatchObject({ total: 1, rows: [{ id: contentId }] });
    await call(
      '/people/attention/collectionLog/delete.do',
      { contentIds: [contentId], type: 'collect' },
      token,
    );
    expect(
      (await call('/people/attention/collectionLog/app/list.do', { type: 'collect' }, token)).data,
    ).toMatchObject({ total: 0 });

    // Reports and feedback.
    expect(
      (
        await call(
          '/accusation/commit',
          {
            targetType: 'comment',
            targetId: replies.data && (replies.data as { rows: { id: string }[] }).rows[0]?.id,
            reason: 'spamAd',
          },
          token,
        )
      ).code,
    ).toBe(1);
    expect(
      (
        await call(
          '/accusation/commit',
          {
            targetType: 'comment',
            targetId: (replies.data as { rows: { id: string }[] }).rows[0]?.id,
            reason: 'spamAd',
          },
          token,
        )
      ).msg,
    ).toBe('You have already reported this.');
    expect(
      (
        await call(
          '/accusation/commit',
          { targetType: 'content', targetId: contentId, reason: 'notAReason' },
          token,
        )
      ).code,
    ).toBe(0);
    expect(await call('/feedback/submitFeedback', { content: '' }, token)).toMatchObject({
      code: 0,
      msg: 'Please enter your feedback.',
    });
    expect(
      (
        await call(
          '/feedback/submitFeedback',
          { content: 'Please add tide tables.', contact: 'li@example.com' },
          token,
        )
      ).code,
    ).toBe(1);
    expect(await admin('reports')).toContain('spamAd');
    expect(await admin('feedback')).toContain('Please add tide tables.');

    // Messages: a reply and a like arrived; reading them clears the count.
    const messages = await get('/people/message/list.do', token);
    expect(messages.data).toMatchObject({ unread: 3 });
    expect((messages.data as { rows: { kind: string }[] }).rows.map((m) => m.kind).sort()).toEqual([
      'commentLike',
      'reply',
      'review',
    ]);
    expect((await get('/people/user/userData.do', token)).data).toEqual({
      commentCount: 1,
      likeCount: 1,
      collectCount: 0,
      unreadMessageCount: 3,
    });
    await call('/people/message/read.do', {}, token);
    expect((await get('/people/message/list.do', token)).data).toMatchObject({ unread: 0 });

    // Another reader cannot delete my comment; I can.
    expect(
      await call('/people/comment/app/delete.do', { id: commentId }, tokenB, 'device-b'),
    ).toMatchObject({ code: 0, msg: 'You can only change your own comments.' });

    // Changing the password ends the other session, not this one.
    const second = (await login('reader_li', 'Harbour#2026', 'device-c')).data as { token: string };
    expect(
      (
        await call(
          '/resetPassword',
          {
            oldPassword: seal('Wrong#Pass1'),
            newPassword: seal('Lighthouse#9'),
            confirmPassword: seal('Lighthouse#9'),
          },
          token,
        )
      ).msg,
    ).toBe('The current password is wrong.');
    expect(
      (
        await call(
          '/resetPassword',
          {
            oldPassword: seal('Harbour#2026'),
            newPassword: seal('Lighthouse#9'),
            confirmPassword: seal('Lighthouse#8'),
          },
          token,
        )
      ).msg,
    ).toBe('The two passwords do not match.');
    expect(
      (
        await call(
          '/resetPassword',
          {
            oldPassword: seal('Harbour#2026'),
            newPassword: seal('Lighthouse#9'),
            confirmPassword: seal('Lighthouse#9'),
          },
          token,
        )
      ).code,
    ).toBe(1);
    expect((await get('/people/user/info.do', second.token)).code).toBe(401);
    expect((await get('/people/user/info.do', token)).code).toBe(1);

    // Signing out ends the token.
    expect((await call('/checkLoginStatus.do', {}, token)).data).toEqual({ isLogin: true });
    await call('/loginOut.do', {}, token);
    expect((await get('/people/user/info.do', token)).code).toBe(401);

    // Deactivation: the agreement must be ticked; then the account stops signing in.
    const token3 = (
      (await login('reader_li', 'Lighthouse#9', 'device-a')).data as { token: string }
    ).token;
    expect(await call('/people/cancelAccount', {}, token3)).toMatchObject({
      code: 0,
      msg: 'Please read and agree to the deactivation agreement first.',
    });
    expect((await call('/people/cancelAccount', { agree: 'true' }, token3)).code).toBe(1);
    expect((await get('/people/user/info.do', token3)).code).toBe(401);
    expect((await login('reader_li', 'Lighthouse#9', 'device-a')).msg).toBe(
      'This account has been deactivated.',
    );
    expect(await admin('deactivations')).toContain('reader_li');
    expect(await admin('deactivate', 'reader_li')).toContain('personal data removed');
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

    // Operators can hide a comment.
    expect(await admin('hide-comment', commentId)).toContain(`hidden: comment ${commentId}`);
    expect((await call('/comment/list.do', { contentId })).data).toMatchObject({ total: 0 });

    // Nothing ever sent a secret back.
    const all = bodies.join('\n');
    expect(all).not.toContain('scrypt$');
    expect(all).not.toContain(ID_NUMBER);
    expect(all).not.toContain('Mimi');
  }, 120_000);

  it('recovers a password through the security question', async () => {
    await signUp('reader_zhao', 'Tidal#Wave7', 'device-d');
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

  it('refuses a reused or wrong captcha and weak passwords', async () => {
    const code = await captcha('device-e');
    const first = await call(
      '/register.do',
      {
        username: 'reader_qian',
        password: seal('short'),
        confirmPassword: seal('short'),
        code,
        question: 'firstPet',
        answer: 'x',
      },
      undefined,
      'device-e',
    );
    expect(first.msg).toBe(
      'The password must be 8–16 characters and contain upper and lower case letters, digits and special characters.',
    );
    const reused = await call(
      '/register.do',
      {
        username: 'reader_qian',
        password: seal('Good#Pass12'),
        confirmPassword: seal('Good#Pass12'),
        code,
        question: 'firstPet',
        answer: 'x',
      },
      undefined,
      'device-e',
    );
    expect(reused.msg).toContain('verification code');
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

  it('locks sign-in after ten failures', async () => {
    await signUp('reader_sun', 'Brave#Kite01', 'device-f');
    for (let i = 0; i < 10; i += 1)
      expect((await login('reader_sun', `Wrong#Kite${String(i)}0`, 'device-f')).msg).toBe(
        'Wrong username or password.',
      );
    expect((await login('reader_sun', 'Brave#Kite01', 'device-f')).msg).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  }, 60_000);
});
