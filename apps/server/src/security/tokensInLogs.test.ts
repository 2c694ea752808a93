import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startFakeWechatProvider, type FakeWechatProvider } from '../testing/fakeWechatProvider.ts';
import { postApi, signedInReader, type Envelope } from '../testing/readerAccount.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { TEST_SIGN_SECRET } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';

const CAPTCHA = 'TST1';

/** Sends bytes exactly as given (a Host header no HTTP client would send) and waits for the end. */
function sendRaw(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => {
      resolve(answer);
    });
    socket.on('error', reject);
  });
}

/**
 * A reader's token never travels in an address (the messaging-app bind flow uses a one-time
 * code), and no log line holds a credential from a query or raw client text.
 */
describe.each(embeddedEngine())('tokens out of addresses and logs, on $name', (engine) => {
  let database: TestDatabase;
  let provider: FakeWechatProvider;
  let app: FastifyInstance;
  let baseUrl = '';
  let port = 0;
  let dataDir = '';
  let log = '';

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    provider = await startFakeWechatProvider();
    dataDir = mkdtempSync(join(tmpdir(), 'news-logs-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      SIGN_SECRET: TEST_SIGN_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TEST_CAPTCHA: CAPTCHA,
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      WECHAT_APP_ID: provider.config.appId,
      WECHAT_APP_SECRET: provider.config.appSecret,
      WECHAT_API_BASE: provider.config.apiBase,
      WECHAT_AUTHORIZE_BASE: provider.config.authorizeBase,
    });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString('utf8');
        done();
      },
    });
    app = await buildApp({ config, database, logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    baseUrl = `http://127.0.0.1:${String(port)}`;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await provider.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startBind = (query: string) =>
    fetch(
      `${baseUrl}/enapi/user/wxOfficialAccountOauth?host=${encodeURIComponent(`${baseUrl}/#/pages/index/user`)}&event=bind&${query}`,
      { redirect: 'manual' },
    );

  it('binds the messaging app with a one-time code, never the token, in the address', async () => {
    const token = await signedInReader(baseUrl, database.db, 'binder', CAPTCHA);
    const issued = await postApi(baseUrl, '/user/wxOfficialAccountOauth/bindCode', {}, { token });
    expect(issued.code, issued.msg).toBe(1);
    const code = (issued.data as { code: string }).code;
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(code).not.toContain(token);

    const start = await startBind(`bindCode=${code}`);
    expect(start.status).toBe(302);
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const back = await fetch(atProvider.headers.get('location') ?? '', { redirect: 'manual' });
    expect(back.status).toBe(302);
    const bound = await database.db
      .selectFrom('users')
      .select('wx_openid')
      .where('username', '=', 'binder')
      .executeTakeFirstOrThrow();
    expect(bound.wx_openid).toBe(provider.defaultUser.openId);

    // The code is good once; the token in the address is not accepted at all any more.
    const again = await startBind(`bindCode=${code}`);
    expect(((await again.json()) as Envelope).code).toBe(401);
    const withToken = await startBind(`token=${encodeURIComponent(token)}`);
    expect(withToken.status).not.toBe(302);
    expect(((await withToken.json()) as Envelope).code).toBe(401);
    // Nor does anybody get a code without signing in.
    expect((await postApi(baseUrl, '/user/wxOfficialAccountOauth/bindCode', {})).code).toBe(401);

    expect(log).toContain('wxOfficialAccountOauth');
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
  });

  it('keeps credentials in a query and raw client text out of the log', async () => {
    const secrets = ['tok-7f3a9c', 'pw-hunter2', 'tick-5521', 'code-8812'];
    await fetch(
      `${baseUrl}/openapi.json?token=${secrets[0]}&password=${secrets[1]}&ticket=${secrets[2]}&code=${secrets[3]}&page=2`,
    );
    const answer = await sendRaw(
      port,
      Buffer.from(
        'GET /openapi.json?token=tok-raw-99 HTTP/1.1\r\nHost: evil\x1b]0;x\x07\x9b31m.example\r\nConnection: close\r\n\r\n',
        'latin1',
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/);
    // Pino writes asynchronously: the lines of both requests are out once they have finished.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log).toContain('/openapi.json?token=[redacted]');
    expect(log).toContain('page=2');
    for (const secret of [...secrets, 'tok-raw-99']) expect(log).not.toContain(secret);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(log).not.toMatch(/[\u001b\u0007\u0080-\u009f]/);
  });
});
