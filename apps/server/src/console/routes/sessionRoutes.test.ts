import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSessionSchema, totpSetupSchema } from '@news/contract/console/staffSchemas';
import { addStaff, ConsoleClient } from '../../testing/consoleClient.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

const PASSWORD = 'a long and sturdy passphrase';

describe.each(embeddedEngine())('console sessions on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('makes a new staff member change the one-time password before anything else', async () => {
    const oneTime = await addStaff(database, 'ada', 'editor', ['en']);
    const client = new ConsoleClient(server.baseUrl);
    const signedIn = await client.signIn('ada', oneTime);
    expect(signedIn.status).toBe(200);
    const session = consoleSessionSchema.parse(signedIn.body.data);
    expect(session.staff).toMatchObject({
      username: 'ada',
      role: 'editor',
      sites: ['en'],
      mustChangePassword: true,
    });
    // The cookie is the session: HttpOnly, SameSite=Strict, for the console's paths only.
    const cookie = signedIn.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/console/i);

    const blocked = await client.get('/items');
    expect(blocked.status).toBe(403);
    expect(blocked.body.reason).toBe('mustChangePassword');

    const tooShort = await client.call('POST', '/session/password', {
      currentPassword: oneTime,
      newPassword: 'short',
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.msg).toBe('A password has 12 to 128 characters.');

    const oldCookie = client.cookie;
    const changed = await client.call('POST', '/session/password', {
      currentPassword: oneTime,
      newPassword: PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(consoleSessionSchema.parse(changed.body.data).staff.mustChangePassword).toBe(false);
    expect((await client.get('/items')).status).toBe(200);

    // The password change ended the session it was made in; the new cookie replaced it.
    const stale = new ConsoleClient(server.baseUrl);
    stale.cookie = oldCookie;
    expect((await stale.get('/items')).status).toBe(401);
    stale.cookie = oldCookie;
    expect((await stale.get('/session')).body.data).toBeNull();
    expect((await new ConsoleClient(server.baseUrl).signIn('ada', oneTime)).status).toBe(401);
  });

  it('ends the session on sign-out: the same cookie is refused afterwards', async () => {
    const client = new ConsoleClient(server.baseUrl);
    expect((await client.signIn('ada', PASSWORD)).status).toBe(200);
    const cookie = client.cookie;
    expect((await client.call('DELETE', '/session')).status).toBe(200);
    const replay = new ConsoleClient(server.baseUrl);
    replay.cookie = cookie;
    // Asked for anything, the server refuses; asked who is signed in, it says nobody.
    const refused = await replay.get('/items');
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('Please sign in.');
    replay.cookie = cookie;
    expect((await replay.get('/session')).body.data).toBeNull();
  });

  it('refuses changes without the CSRF token or from another site’s page', async () => {
    const client = new ConsoleClient(server.baseUrl, 'zh-Hans');
    await client.signIn('ada', PASSWORD);
    const withoutToken = await client.call('DELETE', '/session', undefined, { csrf: false });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.msg).toBe('页面已过期，请刷新页面后重试。');
    const wrongToken = await client.call('DELETE', '/session', undefined, {
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrongToken.status).toBe(403);
    const crossSite = await client.call('DELETE', '/session', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.reason).toBe('crossSite');
    // Still signed in: none of the refused calls did anything.
    expect((await client.get('/session')).body.data).not.toBeNull();
  });

  it('says the same for an unknown name and a wrong password, and locks the address that keeps failing', async () => {
    const client = new ConsoleClient(server.baseUrl);
    const unknown = await client.signIn('nobody', PASSWORD);
    const wrong = await client.signIn('ada', 'not the password at all');
    expect(unknown.status).toBe(401);
    expect(wrong.body.msg).toBe(unknown.body.msg);
    for (let i = 0; i < 9; i += 1) await client.signIn('ada', 'not the password at all');
    const locked = await client.signIn('ada', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.reason).toBe('signInLocked');
  });

  it('asks for the authenticator code once the second factor is on, and takes each code once', async () => {
    const oneTime = await addStaff(database, 'grace', 'admin');
    const client = new ConsoleClient(server.baseUrl);
    await client.firstSignIn('grace', oneTime, PASSWORD);
    // A session alone does not set up a second factor: the password is asked for.
    expect((await client.call('POST', '/session/totp/setup', {})).status).toBe(400);
    const wrongPassword = await client.call('POST', '/session/totp/setup', {
      password: 'not the password at all',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.reason).toBe('currentPasswordWrong');
    const setup = totpSetupSchema.parse(
      (await client.call('POST', '/session/totp/setup', { password: PASSWORD })).body.data,
    );
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    expect(
      (
        await client.call('POST', '/session/totp/enable', {
          code: '000000' === totp.generate() ? '111111' : '000000',
          password: PASSWORD,
        })
      ).status,
    ).toBe(400);
    // One code for enabling and for the replay below: generated twice, the two could fall on
    // either side of a 30-second step, and the second would be a new, unused code.
    const enablingCode = totp.generate();
    expect(
      (
        await client.call('POST', '/session/totp/enable', {
          code: enablingCode,
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);

    const next = new ConsoleClient(server.baseUrl);
    const withoutCode = await next.signIn('grace', PASSWORD);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.reason).toBe('totpRequired');
    // The code used to turn it on was taken: the same one cannot sign in.
    const replayed = await next.signIn('grace', PASSWORD, enablingCode);
    expect(replayed.status).toBe(401);
    expect(replayed.body.reason).toBe('totpWrong');
  });
});
