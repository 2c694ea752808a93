/**
 * API throughput and latency: starts the real server (its own process, as `npm start` runs
 * it) on the demo data, then on the demo data plus 100,000 generated items, and drives it with
 * autocannon on 127.0.0.1 — every request freshly signed, as the app sends them. A bare Fastify
 * "hello" server measured in the same run is the ceiling each endpoint is compared with.
 * Answers that are not HTTP 2xx with code 1 are counted and reported, never silently averaged in.
 *
 *   npm run bench:api
 *   BENCH_DURATION=3 BENCH_CONNECTIONS=50 BENCH_ITEMS=100000 npm run bench:api
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildSignedHeaders } from '@news/contract/signing';

import { migrateToLatest, openDatabase } from '@news/server/db/database';
import { generateItems } from './generateItems.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECRET = 'bench-sign-secret';
const CAPTCHA = 'BNCH';
const REPO = resolve(import.meta.dirname, '../..');

interface Started {
  url: string;
  child: ChildProcess;
}

function startProcess(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      fail(new Error(`did not start:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({ url: match[1].replace('localhost', '127.0.0.1'), child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${String(code)}:\n${output}`));
    });
  });
}

function startNewsServer(dataDir: string): Promise<Started> {
  return startProcess(
    ['--import', 'tsx', 'apps/server/src/cli/start.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIGN_SECRET: SECRET,
      NODE_ENV: 'test',
      TEST_CAPTCHA: CAPTCHA,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
    },
    /running at (http:\/\/[^\s/]+:\d+)\//,
  );
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  await new Promise((done) => started.child.once('exit', done));
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
function peakMemoryMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${String(child.pid)}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const headers = (token?: string): Record<string, string> =>
  buildSignedHeaders({
    platform: 'H5',
    deviceId: 'bench-device',
    lang: 'en',
    secret: SECRET,
    token: token ?? null,
  });

async function call(
  base: string,
  path: string,
  body?: Record<string, string>,
  token?: string,
): Promise<{ code: number; msg: string; data: unknown }> {
  const res = await fetch(`${base}/enapi${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, string>;
  token?: string;
}

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  total: number;
}

async function load(base: string, endpoint: Endpoint, signed: boolean): Promise<Result> {
  let failures = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        // Each request carries its own timestamp and nonce: the server refuses replays.
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: {
            ...(signed ? headers(endpoint.token) : {}),
            ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
        }),
        onResponse: (status: number, body: string) => {
          if (status < 200 || status >= 300 || !body.startsWith('{"code":1')) failures += 1;
        },
      },
    ],
  });
  return {
    name: endpoint.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

function print(title: string, ceiling: number, results: Result[], memory: number): void {
  console.log(`\n${title}`);
  console.log('endpoint                     req/s   of ceiling   p50 ms   p99 ms   not code 1');
  for (const r of results)
    console.log(
      `${r.name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(7)}   ${((r.requestsPerSecond / ceiling) * 100).toFixed(0).padStart(8)} %   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.failures)} of ${String(r.total)}`,
    );
  console.log(`server peak memory (VmHWM): ${memory.toFixed(0)} MB`);
}

async function benchServer(title: string, dataDir: string, ceiling: number): Promise<void> {
  const server = await startNewsServer(dataDir);
  try {
    const base = server.url;
    const list = (await call(base, '/cms/content/commonList?publishType=TUWEN&pageSize=1'))
      .data as { rows: { id: string }[] };
    const id = list.rows[0]?.id ?? '1';
    // A signed-in reader with a few comments, for the authenticated list.
    const key = ((await call(base, '/gov/publicKey/getPublicKey.do')).data as { publicKey: string })
      .publicKey;
    const seal = (text: string): string =>
      publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(text),
      ).toString('base64');
    const username = `bench_${String(Date.now() % 100000)}`;
    await call(base, '/register.do', {
      username,
      password: seal('Bench#2026ab'),
      confirmPassword: seal('Bench#2026ab'),
      code: CAPTCHA,
      question: 'firstPet',
      answer: 'Rex',
    });
    const database = openDatabase({ databaseUrl: undefined, dataDir });
    await database.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('username', '=', username)
      .execute();
    await database.close();
    const token = (
      (
        await call(base, '/checkLogin.do', {
          username,
          password: seal('Bench#2026ab'),
          code: CAPTCHA,
        })
      ).data as { token: string }
    ).token;
    for (let i = 0; i < 5; i += 1)
      await call(
        base,
        '/people/comment/save.do',
        { contentId: id, content: `bench comment ${String(i)}` },
        token,
      );

    const endpoints: Endpoint[] = [
      { name: 'home feed', method: 'GET', path: '/enapi/cms/content/indexList?pageSize=10' },
      { name: 'content list', method: 'GET', path: '/enapi/cms/content/commonList?pageSize=20' },
      { name: 'detail', method: 'GET', path: `/enapi/cms/content/commonDetail?id=${id}` },
      {
        name: 'search',
        method: 'POST',
        path: '/enapi/es/app/search.do',
        body: { keyword: 'Qingdao', pageSize: '10' },
      },
      {
        name: 'my comments (signed in)',
        method: 'POST',
        path: '/enapi/people/comment/app/list.do',
        body: { pageSize: '10' },
        token,
      },
    ];
    const results: Result[] = [];
    for (const endpoint of endpoints) results.push(await load(base, endpoint, true));
    print(title, ceiling, results, peakMemoryMb(server.child));
  } finally {
    await stop(server);
  }
}

const hello = await startProcess(
  ['--import', 'tsx', 'bench/src/helloServer.ts'],
  {},
  /hello at (http:\/\/[^\s/]+:\d+)\//,
);
let ceiling = 0;
try {
  const result = await load(
    hello.url,
    { name: 'bare Fastify hello', method: 'GET', path: '/hello' },
    false,
  );
  ceiling = result.requestsPerSecond;
  console.log(
    `ceiling: bare Fastify "hello" ${ceiling.toFixed(0)} req/s, p50 ${String(result.p50)} ms, p99 ${String(result.p99)} ms (${String(CONNECTIONS)} connections, ${String(DURATION)} s, 127.0.0.1)`,
  );
} finally {
  await stop(hello);
}

const demoDir = mkdtempSync(join(tmpdir(), 'news-bench-api-'));
try {
  await benchServer('demo data (5 sites, about 400 items)', demoDir, ceiling);
  if (ITEMS > 0) {
    // The same data plus generated items, written through the app's own writer.
    const database = openDatabase({ databaseUrl: undefined, dataDir: demoDir });
    await migrateToLatest(database);
    const categories = await database.db
      .selectFrom('categories')
      .select(['id', 'site_id'])
      .where('parent_id', 'is', null)
      .execute();
    await generateItems(
      database,
      ITEMS,
      (siteId) => categories.find((c) => c.site_id === siteId)?.id ?? 0,
    );
    await database.close();
    await benchServer(`demo data + ${String(ITEMS)} generated items`, demoDir, ceiling);
  }
} finally {
  rmSync(demoDir, { recursive: true, force: true });
}
