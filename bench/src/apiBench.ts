/**
 * API throughput and latency: starts the real server (its own process, as `npm start` runs
 * it) on the demo data, then on the demo data plus 100,000 generated items, and drives it with
 * autocannon on 127.0.0.1 — every request freshly signed, as the app sends them (the server
 * refuses a replayed nonce). A bare Fastify "hello" server in another process, driven the same
 * way in the same run, is the ceiling each endpoint is compared with. Answers that are not
 * HTTP 2xx, or 2xx without code 1, are counted and shown: a benchmark that measures refusals
 * measures the wrong thing. Search latency is also timed one request at a time (no queueing
 * behind other connections), which is what the search aim is about. The server's own CPU time
 * per request (from /proc) is printed beside each figure: the load generator shares the
 * machine's cores, so requests per second alone also measure how fast it reads the answers.
 *
 *   npm run bench:api
 *
 * Environment (all optional):
 *   BENCH_DURATION      seconds of load per endpoint (default 10)
 *   BENCH_CONNECTIONS   concurrent connections (default 50)
 *   BENCH_WARMUP        seconds of unmeasured load before each endpoint (default 1)
 *   BENCH_ITEMS         generated items for the second run (default 100000; 0 skips it)
 *   BENCH_SEARCH_RUNS   sequential searches per query for the search percentiles (default 50)
 *   BENCH_CLUSTER       0 skips the cluster run (npm run cluster's set-up: one instance, then all
 *                       three through HAProxy, with the machine's core count beside them)
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { startCluster } from '@news/server/cluster/startCluster';
import { SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';
import { migrateToLatest, openDatabase } from '@news/server/db/database';
import { UsersRepository } from '@news/server/repositories/UsersRepository';
import {
  BENCH_CAPTCHA as CAPTCHA,
  BENCH_RATE_LIMITS,
  BENCH_SECRET as SECRET,
  startNewsServer,
  startProcess,
  stop,
} from './benchProcesses.ts';
import { generateItems } from './generateItems.ts';
import {
  checkLogin,
  govPublicKeyGetPublicKey,
  register,
} from '@news/contract/endpoints/accountEndpoints';
import { cmsContentCommonList } from '@news/contract/endpoints/commonEndpoints';
import { peopleCommentSave } from '@news/contract/endpoints/interactionEndpoints';
import { esAppSearch } from '@news/contract/endpoints/searchEndpoints';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

const DURATION = numberFromEnv('BENCH_DURATION', 10);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP = numberFromEnv('BENCH_WARMUP', 1);
const ITEMS = numberFromEnv('BENCH_ITEMS', 100_000);
const SEARCH_RUNS = numberFromEnv('BENCH_SEARCH_RUNS', 50);
const CLUSTER = numberFromEnv('BENCH_CLUSTER', 1) > 0;
const PASSWORD = 'Bench#2026ab';
// The aims, printed beside the figures so a run says whether it meets them.
const AIM_SHARE_OF_CEILING = 0.5;
const AIM_P99_MS = 25;
const AIM_SEARCH_P95_MS = 20;
const AIM_PEAK_MB = 150;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const headers = (lang: SiteLang, token?: string): Record<string, string> =>
  buildSignedHeaders({
    platform: 'H5',
    deviceId: 'bench-device',
    lang,
    secret: SECRET,
    token: token ?? null,
  });

async function call(
  base: string,
  path: string,
  body?: Record<string, string>,
  token?: string,
  lang: SiteLang = 'en',
): Promise<Envelope> {
  const res = await fetch(`${base}${siteByLang(lang).prefix}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers(lang, token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope;
}

/** The set-up must succeed, or the figures would be of refusals. */
function ok(answer: Envelope, what: string): unknown {
  if (answer.code !== 1)
    throw new Error(`${what} answered code ${String(answer.code)}: ${answer.msg}`);
  return answer.data;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, string>;
  token?: string;
  /** Lists and details: held to the throughput and p99 aims. */
  public?: boolean;
}

interface Result {
  endpoint: Endpoint;
  requestsPerSecond: number;
  /** Server CPU time per request, in microseconds (user + system, from /proc). */
  cpuMicros: number;
  /** Share of one core the server used during the run: under 100 % the load generator was the limit. */
  cpuShare: number;
  p50: number;
  p99: number;
  answers: number;
  failed: number;
  notCode1: number;
  /** The server's peak resident memory since it started, read after this endpoint's run. */
  peakMb: number;
}

/** CPU seconds a process has used so far (Linux: utime + stime in /proc/<pid>/stat). */
function cpuSeconds(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th there.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  }
  return total;
}

async function load(
  base: string,
  endpoint: Endpoint,
  seconds: number,
  serverPids: readonly number[],
): Promise<Result> {
  let answers = 0;
  let notCode1 = 0;
  const body = endpoint.body ? JSON.stringify(endpoint.body) : undefined;
  const cpuBefore = cpuSeconds(serverPids);
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        // Each request gets its own timestamp and nonce: the server refuses replays.
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: {
            ...headers('en', endpoint.token),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body } : {}),
        }),
        onResponse: (status: number, text: string) => {
          answers += 1;
          // The envelope's serializer writes `code` first; a prefix test keeps the load
          // generator from parsing every body on the cores the server needs.
          if (status >= 200 && status < 300 && !text.startsWith('{"code":1,')) notCode1 += 1;
        },
      },
    ],
  });
  const cpu = cpuSeconds(serverPids) - cpuBefore;
  const wall = (performance.now() - started) / 1000;
  return {
    endpoint,
    requestsPerSecond: result.requests.average,
    cpuMicros: result.requests.total > 0 ? (cpu * 1e6) / result.requests.total : 0,
    cpuShare: wall > 0 ? cpu / wall : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers,
    // `errors` already includes timeouts.
    failed: result.errors + result.non2xx,
    notCode1,
    peakMb: Math.max(0, ...serverPids.map(peakMemoryMb)),
  };
}

async function measure(
  base: string,
  endpoint: Endpoint,
  servers: readonly (number | undefined)[],
): Promise<Result> {
  const pids = servers.filter((pid) => pid !== undefined);
  // JIT, statement and page caches settle before the measured run.
  if (WARMUP > 0) await load(base, endpoint, WARMUP, pids);
  return load(base, endpoint, DURATION, pids);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const SEARCHES: { label: string; lang: SiteLang; keyword: string }[] = [
  { label: 'zh two characters', lang: 'zh-Hans', keyword: '青岛' },
  { label: 'zh phrase', lang: 'zh-Hans', keyword: '啤酒节开幕' },
  { label: 'en word', lang: 'en', keyword: 'festival' },
  { label: 'en two words', lang: 'en', keyword: 'Qingdao ferry' },
  { label: 'ru inflected', lang: 'ru', keyword: 'фестиваль' },
  { label: 'ja word', lang: 'ja', keyword: 'ビール' },
  { label: 'kr word', lang: 'kr', keyword: '칭다오' },
];

/** Search latency one request at a time, as one reader sees it, over HTTP. */
async function searchLatency(base: string): Promise<void> {
  console.log(
    `search latency, one request at a time (${String(SEARCH_RUNS)} runs per query, page size 10, over HTTP)`,
  );
  console.log('query                   matches   p50 ms   p95 ms');
  const all: number[] = [];
  for (const q of SEARCHES) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < SEARCH_RUNS; run += 1) {
      const t0 = performance.now();
      const answer = await call(
        base,
        esAppSearch.path,
        { keyword: q.keyword, pageSize: '10' },
        undefined,
        q.lang,
      );
      times.push(performance.now() - t0);
      total = (ok(answer, `search ${q.label}`) as { total: number }).total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${q.label.padEnd(22)} ${String(total).padStart(8)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  console.log(
    `${'all queries'.padEnd(22)} ${''.padStart(8)} ${percentile(all, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}   aim p95 < ${String(AIM_SEARCH_P95_MS)} ms: ${p95 < AIM_SEARCH_P95_MS ? 'met' : 'NOT met'}`,
  );
}

function print(title: string, ceiling: number, results: Result[], memory: number): void {
  console.log(`\n${title}`);
  console.log(
    'endpoint                  req/s  of ceiling  p50 ms  p99 ms  server CPU  µs/req  peak MB  answers  non-2xx/errors  not code 1  aim',
  );
  for (const r of results) {
    const share = r.requestsPerSecond / ceiling;
    const aim = r.endpoint.public
      ? share >= AIM_SHARE_OF_CEILING && r.p99 < AIM_P99_MS
        ? 'met'
        : 'NOT met'
      : '-';
    console.log(
      `${r.endpoint.name.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(6)} ${(share * 100).toFixed(1).padStart(9)} % ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.cpuShare * 100).toFixed(0).padStart(9)} % ${r.cpuMicros.toFixed(0).padStart(7)} ${r.peakMb.toFixed(0).padStart(8)} ${String(r.answers).padStart(8)} ${String(r.failed).padStart(15)} ${String(r.notCode1).padStart(11)}  ${aim}`,
    );
  }
  console.log(
    `aim for public lists and details: ≥ ${String(AIM_SHARE_OF_CEILING * 100)} % of the ceiling and p99 < ${String(AIM_P99_MS)} ms`,
  );
  console.log(
    'server CPU: share of one core the server process used during the run (it runs on one); well under 100 % means the load generator, on the same cores, was the limit. µs/req: server CPU time per answer.',
  );
  console.log(
    `server peak memory (VmHWM): ${memory.toFixed(0)} MB   aim on the demo data ≤ ${String(AIM_PEAK_MB)} MB: ${memory <= AIM_PEAK_MB ? 'met' : 'NOT met'}`,
  );
}

/** The public reads held to the throughput aim: the home feed, a content list, an item's detail. */
function publicEndpoints(itemId: string): Endpoint[] {
  return [
    {
      name: 'home feed',
      method: 'GET',
      path: '/enapi/cms/content/indexList?pageSize=10',
      public: true,
    },
    {
      name: 'content list',
      method: 'GET',
      path: `/enapi${cmsContentCommonList.path}?pageSize=20`,
      public: true,
    },
    {
      name: 'detail',
      method: 'GET',
      path: `/enapi/cms/content/commonDetail?id=${itemId}`,
      public: true,
    },
  ];
}

/**
 * `npm run cluster`'s set-up (PostgreSQL, Redis, three instances, HAProxy) on this machine: the
 * public reads through one instance directly, then through the balancer to all three. The load
 * generator, the balancer and the instances share the machine's cores.
 */
async function benchCluster(ceiling: number): Promise<void> {
  const cores = cpus().length;
  console.log(
    `\ncluster: PostgreSQL, Redis, 3 instances and HAProxy on this machine's ${String(cores)} cores (shared with the load generator)`,
  );
  const cluster = await startCluster({
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SIGN_SECRET: SECRET,
      RATE_LIMITS: BENCH_RATE_LIMITS,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR,
    },
  });
  try {
    const [first] = cluster.instances;
    if (!first) throw new Error('the cluster has no instance');
    const list = ok(
      await call(cluster.url, `${cmsContentCommonList.path}?publishType=TUWEN&pageSize=1`),
      'content list',
    ) as { rows: { id: string }[] };
    const itemId = list.rows[0]?.id;
    if (itemId === undefined) throw new Error('no item in the cluster');
    const every = [...cluster.instances.map((i) => i.service.pid), cluster.haproxy.service.pid];
    console.log(
      'endpoint                one instance req/s  p99 ms  µs/req   cluster req/s  p99 ms  µs/req  cluster/one  of ceiling  CPU (all)  failed',
    );
    for (const endpoint of publicEndpoints(itemId)) {
      const one = await measure(first.url, endpoint, [first.service.pid]);
      const all = await measure(cluster.url, endpoint, every);
      console.log(
        `${endpoint.name.padEnd(24)} ${one.requestsPerSecond.toFixed(0).padStart(17)} ${String(one.p99).padStart(7)} ${one.cpuMicros.toFixed(0).padStart(7)} ${all.requestsPerSecond.toFixed(0).padStart(15)} ${String(all.p99).padStart(7)} ${all.cpuMicros.toFixed(0).padStart(7)} ${(all.requestsPerSecond / one.requestsPerSecond).toFixed(2).padStart(12)} ${((all.requestsPerSecond / ceiling) * 100).toFixed(1).padStart(9)} % ${(all.cpuShare * 100).toFixed(0).padStart(8)} % ${String(one.failed + one.notCode1 + all.failed + all.notCode1).padStart(7)}`,
      );
    }
    const peaks = cluster.instances.map(
      (i) =>
        `${i.name} ${(i.service.pid === undefined ? 0 : peakMemoryMb(i.service.pid)).toFixed(0)} MB`,
    );
    console.log(`instances' peak memory (VmHWM): ${peaks.join(', ')}`);
    console.log(
      `µs/req: CPU time per answer of the instance, or of the three instances and HAProxy together. CPU (all): theirs as a share of one core. On ${String(cores)} cores the load generator, the balancer and three servers compete for the same cores, so the cluster is not expected to outrun one instance here; it shows what the balancer and the shared state cost, and that the instances share the load.`,
    );
  } finally {
    await cluster.stop();
  }
}

/** A reader registered, approved (through the repository, as the operator command does) and signed in. */
async function signedInReader(base: string, dataDir: string, username: string): Promise<string> {
  const key = (
    ok(await call(base, govPublicKeyGetPublicKey.path), 'public key') as {
      publicKey: string;
    }
  ).publicKey;
  const seal = (text: string): string =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
  ok(
    await call(base, register.path, {
      username,
      password: seal(PASSWORD),
      confirmPassword: seal(PASSWORD),
      code: CAPTCHA,
      question: 'firstPet',
      answer: 'Rex',
    }),
    'register',
  );
  const database = openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const users = new UsersRepository(database.db);
    const user = await users.findByUsername(username);
    if (!user) throw new Error(`${username} was not stored`);
    await users.update(user.id, { status: 'active' });
  } finally {
    await database.close();
  }
  const login = ok(
    await call(base, checkLogin.path, { username, password: seal(PASSWORD), code: CAPTCHA }),
    'login',
  ) as { token: string };
  return login.token;
}

async function benchServer(
  title: string,
  dataDir: string,
  ceiling: number,
  reader: string,
): Promise<void> {
  const server = await startNewsServer(dataDir);
  try {
    const base = server.url;
    const list = ok(
      await call(base, `${cmsContentCommonList.path}?publishType=TUWEN&pageSize=50`),
      'content list',
    ) as { rows: { id: string; commentEnabled?: boolean }[] };
    const item = list.rows.find((row) => row.commentEnabled !== false);
    if (!item) throw new Error('no item takes comments');
    const token = await signedInReader(base, dataDir, reader);
    // Five: the most one reader may post in a minute.
    for (let i = 0; i < 5; i += 1)
      ok(
        await call(
          base,
          peopleCommentSave.path,
          { contentId: item.id, content: `bench comment ${String(i)}` },
          token,
        ),
        'comment',
      );

    const endpoints: Endpoint[] = [
      ...publicEndpoints(item.id),
      {
        name: 'search',
        method: 'POST',
        path: `/enapi${esAppSearch.path}`,
        body: { keyword: 'Qingdao', pageSize: '10' },
      },
      {
        name: 'my comments (token)',
        method: 'POST',
        path: '/enapi/people/comment/app/list.do',
        body: { pageSize: '10' },
        token,
      },
    ];
    const results: Result[] = [];
    for (const endpoint of endpoints)
      results.push(await measure(base, endpoint, [server.child.pid]));
    print(
      title,
      ceiling,
      results,
      server.child.pid === undefined ? 0 : peakMemoryMb(server.child.pid),
    );
    await searchLatency(base);
  } finally {
    await stop(server);
  }
}

console.log(
  `bench:api — Node ${process.version}, ${String(cpus().length)} cores, ${String(CONNECTIONS)} connections, ${String(DURATION)} s per endpoint after ${String(WARMUP)} s warm-up, 127.0.0.1`,
);
const hello = await startProcess(
  ['--import', 'tsx', 'bench/src/helloServer.ts'],
  {},
  /hello at (http:\/\/[^\s/]+:\d+)\//,
);
let ceiling = 0;
try {
  // Signed like the rest, so the load generator spends the same per request in every run.
  const result = await measure(hello.url, { name: 'hello', method: 'GET', path: '/hello' }, [
    hello.child.pid,
  ]);
  ceiling = result.requestsPerSecond;
  console.log(
    `ceiling: bare Fastify "hello" ${ceiling.toFixed(0)} req/s, p50 ${String(result.p50)} ms, p99 ${String(result.p99)} ms, server CPU ${(result.cpuShare * 100).toFixed(0)} % of a core, ${result.cpuMicros.toFixed(0)} µs/req, ${String(result.failed + result.notCode1)} failed of ${String(result.answers)}`,
  );
} finally {
  await stop(hello);
}

const dataDir = mkdtempSync(join(tmpdir(), 'news-bench-api-'));
try {
  await benchServer('demo data (5 sites)', dataDir, ceiling, 'bench_demo');
  if (CLUSTER) await benchCluster(ceiling);
  if (ITEMS > 0) {
    // The same data plus generated items, written through the app's own writer.
    const database = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateToLatest(database);
      const channels = await database.db
        .selectFrom('categories')
        .select(['id', 'site_id'])
        .where('parent_id', 'is', null)
        .orderBy('sort')
        .execute();
      const loadStart = performance.now();
      await generateItems(
        database,
        ITEMS,
        (siteId) => channels.find((c) => c.site_id === siteId)?.id ?? 0,
      );
      console.log(
        `\ngenerated ${String(ITEMS)} items in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`,
      );
    } finally {
      await database.close();
    }
    await benchServer(
      `demo data + ${String(ITEMS)} generated items`,
      dataDir,
      ceiling,
      'bench_items',
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
