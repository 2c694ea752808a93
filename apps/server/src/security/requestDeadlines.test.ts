import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_LANG } from '@news/contract/sites';
import { translate } from '../i18n/serverMessages.ts';
import { pngImage } from '../testing/imageFixtures.ts';
import { signedInReader } from '../testing/readerAccount.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const CAPTCHA = 'TST1';

/** A raw connection to the test server: what it was sent, and when the server closed it. */
interface RawConnection {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

function open(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) => {
      socket.on('close', () => {
        done(performance.now());
      });
    });
    socket.once('connect', () => {
      resolve({ socket, received: () => text, closed });
    });
    socket.once('error', reject);
  });
}

/** Writes `parts` one after another, `gapMs` apart, until they run out or the socket closes. */
async function trickle(connection: RawConnection, parts: (string | Buffer)[], gapMs: number) {
  for (const part of parts) {
    if (connection.socket.destroyed || !connection.socket.writable) return;
    connection.socket.write(part);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

const headerLines = (headers: Record<string, string>): string =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/**
 * Clients that take their time (issue 25): one trickling its headers or a body is cut off at
 * its deadline, while an upload on a slow link has the time it needs.
 */
describe.each(embeddedEngine())('request deadlines on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    server = await startTestServer(database, {
      TEST_CAPTCHA: CAPTCHA,
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '600',
      UPLOAD_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
    });
    token = await signedInReader(server.baseUrl, database.db, 'slow_link_reader', CAPTCHA);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('cuts off a client that trickles its headers (slowloris)', async () => {
    const connection = await open(server.baseUrl);
    const started = performance.now();
    const lines = [
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      ...Array.from({ length: 100 }, (_, i) => `X-Trickle-${String(i)}: a\r\n`),
    ];
    void trickle(connection, lines, 100);
    const closedAt = await connection.closed;
    // 500 ms of headers allowed; Node looks for late ones every 125 ms here.
    expect(closedAt - started).toBeLessThan(2_000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    // A request line naming no site is answered in the default site's language.
    expect(connection.received()).toContain(
      JSON.stringify({
        code: 408,
        msg: translate(DEFAULT_SITE_LANG, 'error.requestTimeout'),
        data: null,
      }),
    );
  });

  it('cuts off a client that trickles a small JSON body, in the site’s language', async () => {
    const connection = await open(server.baseUrl);
    const body = JSON.stringify({ contentId: '1', padding: 'x'.repeat(60) });
    const head =
      'POST /krapi/attention/collection/addShareCount.do HTTP/1.1\r\n' +
      headerLines({
        ...signedHeaders('kr'),
        Host: '127.0.0.1',
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      }) +
      '\r\n';
    const started = performance.now();
    void trickle(connection, [head, ...body.split('')], 100);
    const closedAt = await connection.closed;
    expect(closedAt - started).toBeLessThan(2_000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(connection.received()).toContain(
      JSON.stringify({ code: 408, msg: translate('kr', 'error.requestTimeout'), data: null }),
    );
  });

  it('gives an upload on a slow link the time it needs', async () => {
    const connection = await open(server.baseUrl);
    const boundary = 'slow-link-boundary';
    const picture = Buffer.from(pngImage({ width: 64, height: 64 }));
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head =
      'POST /enapi/file/upload.do HTTP/1.1\r\n' +
      headerLines({
        ...signedHeaders('en', { token }),
        Host: '127.0.0.1',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(body.length),
        Connection: 'close',
      }) +
      '\r\n';
    // Twelve pieces 150 ms apart: over 1.5 s, well past REQUEST_TIMEOUT_MS (600 ms).
    const size = Math.ceil(body.length / 12);
    const pieces = Array.from({ length: 12 }, (_, i) => body.subarray(i * size, (i + 1) * size));
    const started = performance.now();
    await trickle(connection, [head, ...pieces], 150);
    await connection.closed;
    expect(performance.now() - started).toBeGreaterThan(1_500);
    const answer = connection.received();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"code":1');
  });

  it('closes a kept-alive connection left idle past KEEP_ALIVE_TIMEOUT_MS', async () => {
    const connection = await open(server.baseUrl);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const started = performance.now();
    const closedAt = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAt - started).toBeGreaterThan(900);
    expect(closedAt - started).toBeLessThan(3_000);
  });

  it('answers ordinary requests as before', async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
  });
});
