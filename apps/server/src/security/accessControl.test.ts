import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { pngImage } from '../testing/imageFixtures.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const CAPTCHA = 'TST1';
const PASSWORD = 'Harbour#2026';

/**
 * Who may do what: tokens die with logout, a password change and deactivation; no reader can
 * read or change another reader's data through any people endpoint; uploads accept only real
 * pictures and never hand back something a browser would run.
 */
describe.each(embeddedEngine())('access control on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let publicKey = '';
  let contentId = '';

  async function post(
    path: string,
    body: Record<string, unknown>,
    token?: string,
  ): Promise<Envelope> {
    const res = await fetch(`${server.baseUrl}/enapi${path}`, {
      method: 'POST',
      headers: {
        ...signedHeaders('en', token ? { token } : {}),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(500);
    return (await res.json()) as Envelope;
  }
  async function get(path: string, token?: string): Promise<Envelope> {
    const res = await fetch(`${server.baseUrl}/enapi${path}`, {
      headers: signedHeaders('en', token ? { token } : {}),
    });
    return (await res.json()) as Envelope;
  }
  const seal = (text: string): string =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');

  async function signIn(username: string, password = PASSWORD): Promise<string> {
    const res = await post('/checkLogin.do', { username, password: seal(password), code: CAPTCHA });
    expect(res.code, res.msg).toBe(1);
    return (res.data as { token: string }).token;
  }

  /** A reader, registered over HTTP and approved as the back office does. */
  async function reader(username: string): Promise<string> {
    const res = await post('/register.do', {
      username,
      password: seal(PASSWORD),
      confirmPassword: seal(PASSWORD),
      code: CAPTCHA,
      question: 'firstPet',
      answer: 'Mimi',
    });
    expect(res.code, res.msg).toBe(1);
    await database.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('username', '=', username)
      .execute();
    return signIn(username);
  }

  beforeAll(async () => {
    database = await engine.open();
    const seedDir = mkdtempSync(join(tmpdir(), 'news-seed-'));
    await seedDemoContent(database.db, {
      dataDir: seedDir,
      dialect: database.dialect,
      sites: [siteByLang('en')],
    });
    rmSync(seedDir, { recursive: true, force: true });
    server = await startTestServer(database, { TEST_CAPTCHA: CAPTCHA });
    publicKey = ((await get('/gov/publicKey/getPublicKey.do')).data as { publicKey: string })
      .publicKey;
    const rows = await database.db
      .selectFrom('content')
      .select(['id', 'comment_enabled'])
      .where('site_id', '=', siteByLang('en').id)
      .where('publish_type', '=', 'TUWEN')
      .execute();
    contentId = String(rows.find((r) => r.comment_enabled === 1)?.id);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('revokes a token on logout, the other sessions on a password change, all on deactivation', async () => {
    const first = await reader('revoke_me');
    const second = await signIn('revoke_me');
    expect((await post('/loginOut.do', {}, first)).code).toBe(1);
    expect((await get('/people/user/info.do', first)).code).toBe(401);
    expect((await get('/people/user/info.do', second)).code).toBe(1);

    const third = await signIn('revoke_me');
    const changed = await post(
      '/resetPassword',
      {
        oldPassword: seal(PASSWORD),
        newPassword: seal('Changed#2026'),
        confirmPassword: seal('Changed#2026'),
      },
      second,
    );
    expect(changed.code, changed.msg).toBe(1);
    // The session that changed it goes on; every other one ends.
    expect((await get('/people/user/info.do', second)).code).toBe(1);
    expect((await get('/people/user/info.do', third)).code).toBe(401);

    const fourth = await signIn('revoke_me', 'Changed#2026');
    const fifth = await signIn('revoke_me', 'Changed#2026');
    expect((await post('/people/cancelAccount', { agree: 'true' }, fourth)).code).toBe(1);
    expect((await get('/people/user/info.do', fourth)).code).toBe(401);
    expect((await get('/people/user/info.do', fifth)).code).toBe(401);
    // And a made-up token is no token.
    expect((await get('/people/user/info.do', 'x'.repeat(64))).code).toBe(401);
  });

  it('keeps every reader to their own data on every people endpoint', async () => {
    const alice = await reader('alice_idor');
    const bob = await reader('bob_idor');
    const aliceId = ((await get('/people/user/info.do', alice)).data as { id: string }).id;

    // Alice's things: a comment, a like and a collection, a message (Bob replies to her).
    const comment = await post(
      '/people/comment/save.do',
      { contentId, content: 'Alice was here' },
      alice,
    );
    expect(comment.code, comment.msg).toBe(1);
    const commentId = (comment.data as { id: string }).id;
    expect(
      (await post('/people/attention/collectionLog/save.do', { contentId, type: 'collect' }, alice))
        .code,
    ).toBe(1);
    expect(
      (await post('/people/attention/collectionLog/save.do', { contentId, type: 'like' }, alice))
        .code,
    ).toBe(1);
    expect(
      (
        await post(
          '/people/comment/save.do',
          { contentId, parentId: commentId, content: 'Hi Alice' },
          bob,
        )
      ).code,
    ).toBe(1);
    const aliceMessages = await get('/people/message/list.do', alice);
    expect((aliceMessages.data as { unread: number }).unread).toBeGreaterThan(0);
    const messageIds = (aliceMessages.data as { rows: { id: string }[] }).rows.map((m) => m.id);

    const snapshot = async () => ({
      profile: (await get('/people/user/info.do', alice)).data,
      comments: (await post('/people/comment/app/list.do', {}, alice)).data,
      collected: (
        await post('/people/attention/collectionLog/app/list.do', { type: 'collect' }, alice)
      ).data,
      liked: (await post('/people/attention/collectionLog/app/list.do', { type: 'like' }, alice))
        .data,
      unread: ((await get('/people/message/list.do', alice)).data as { unread: number }).unread,
    });
    const before = await snapshot();

    // Bob tries everything with Alice's ids.
    const attempts: [string, Record<string, unknown>][] = [
      ['/people/comment/app/delete.do', { id: commentId }],
      [
        '/people/attention/collectionLog/delete.do',
        { contentIds: contentId, type: 'collect', userId: aliceId },
      ],
      ['/people/attention/collectionLog/delete.do', { contentId, type: 'like', userId: aliceId }],
      ['/people/message/read.do', { ids: messageIds }],
      [
        '/people/user/update.do',
        { id: aliceId, userId: aliceId, name: 'Mallory', bio: 'taken over' },
      ],
      ['/people/cancelAccount', { agree: 'true', userId: aliceId, id: aliceId }],
    ];
    for (const [path, body] of attempts) {
      const res = await post(path, body, bob);
      expect(res.code, `${path}: ${res.msg}`).not.toBe(401);
    }
    // What Bob can list is his own.
    const bobComments = JSON.stringify((await post('/people/comment/app/list.do', {}, bob)).data);
    expect(bobComments).not.toContain('Alice was here');
    expect(await snapshot()).toEqual(before);
    // Bob's own profile took his edit; Alice's did not.
    expect(((await get('/people/user/info.do', alice)).data as { name: string }).name).not.toBe(
      'Mallory',
    );
  });

  it('takes only real pictures and never returns something a browser would run', async () => {
    const token = await reader('uploader');
    const upload = async (bytes: Uint8Array, name: string, type: string): Promise<Envelope> => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      const res = await fetch(`${server.baseUrl}/enapi/file/upload.do`, {
        method: 'POST',
        headers: signedHeaders('en', { token }),
        body: form,
      });
      expect(res.status).toBeLessThan(500);
      return (await res.json()) as Envelope;
    };
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await upload(html, 'a.png', 'image/png')).code).toBe(0);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    expect((await upload(svg, 'a.svg', 'image/svg+xml')).code).toBe(0);
    // A polyglot: a real PNG with a script glued on after its end.
    const polyglot = new Uint8Array([
      ...pngImage(),
      ...new TextEncoder().encode('<script>alert(1)</script>'),
    ]);
    const stored = await upload(polyglot, 'poly.html', 'text/html');
    if (stored.code === 1) {
      const url = (stored.data as { url: string }).url;
      const res = await fetch(new URL(url, server.baseUrl));
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new TextDecoder().decode(await res.arrayBuffer())).not.toContain('<script');
      expect(url).not.toMatch(/\.html?$/);
    } else {
      expect(stored.msg.length).toBeGreaterThan(0);
    }
  });
});
