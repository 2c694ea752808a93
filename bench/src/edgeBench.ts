/**
 * A breaking story, with and without the edge: `npm run cluster`'s set-up (PostgreSQL, Redis,
 * three servers, HAProxy, Varnish in front) on this machine, an item published as the story,
 * and many readers each asking, one request after another, for the item, its comment count and
 * the home feed, while an editor publishes three updates of the story through the console. The
 * same load runs twice in one run: through Varnish, then straight to the balancer.
 *
 * Printed for each: requests answered and per second, the share answered by the edge (its
 * `X-Cache`: HIT, or STALE while a purged copy is refetched), requests that reached the servers
 * per 1,000 reader requests (the balancer's own count), p50 and p99 latency, and the time from
 * each update's publish (the console's answer) until a reader's item and home feed both show it,
 * over every reader and update (p50, p99, max: the last reader). With the machine's core count
 * and load average: the load generator shares the cores with everything it measures, and the
 * machine may be shared with other work.
 *
 *   npm run bench:edge
 *
 * Environment (all optional):
 *   BENCH_DURATION      seconds of load per run (default 20); updates at ¼, ½ and ¾ of it
 *   BENCH_CONNECTIONS   readers: concurrent connections, each one request after another (default 50)
 *   BENCH_WARMUP        seconds of unmeasured load before each run (default 2)
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { itemDetailSchema, type ItemDetail } from '@news/contract/console/itemSchemas';
import { buildSignedHeaders } from '@news/contract/signing';
import { startCluster, type Cluster } from '@news/server/cluster/startCluster';
import { SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';
import { openDatabase, type DatabaseHandle } from '@news/server/db/database';
import { signedInStaff, type ConsoleClient } from '@news/server/testing/consoleClient';
import { channelOf, documentOf } from '@news/server/testing/itemDocuments';
import { BENCH_SECRET } from './benchProcesses.ts';
import { postItems } from '@news/contract/console/itemEndpoints';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const DURATION = numberFromEnv('BENCH_DURATION', 20);
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP = numberFromEnv('BENCH_WARMUP', 2);
const UPDATES = 3;
// The aims, printed beside the figures.
const AIM_HIT_RATIO = 0.95;
const AIM_VISIBLE_P99_MS = 1_000;

type Resource = 'item' | 'count' | 'home';

/** What one reader (connection) saw: when each update first showed in the item and the home feed. */
type Reader = Map<string, Partial<Record<Resource, number>>>;

interface RunResult {
  name: string;
  requests: number;
  perSecond: number;
  hits: number;
  answered: number;
  failed: number;
  reachedServers: number;
  p50: number;
  p99: number;
  /** Publish-to-visible delays, every reader × update, ms. */
  visible: number[];
  /** Reader × update pairs that never showed both. */
  unseen: number;
  varnish?: Record<string, number>;
}

const signed = (): Record<string, string> =>
  buildSignedHeaders({
    platform: 'H5',
    deviceId: 'bench-reader',
    lang: 'en',
    secret: BENCH_SECRET,
  });

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function header(headers: Record<string, unknown>, name: string): string {
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return String(value);
  return '';
}

/** Requests the balancer has passed to the servers so far (its backend's HTTP request count). */
async function serverRequests(cluster: Cluster): Promise<number> {
  const csv = await (await fetch(`${cluster.haproxy.statsUrl};csv`)).text();
  const [head = '', ...rows] = csv.split('\n');
  const columns = head.replace(/^# /, '').split(',');
  const row = rows
    .map((line) => line.split(','))
    .find((r) => r[0] === 'servers' && r[1] === 'BACKEND');
  return Number(row?.[columns.indexOf('req_tot')] ?? Number.NaN);
}

/** The story, as the editor keeps it: its id, its current version and document. */
class Story {
  constructor(
    private readonly editor: ConsoleClient,
    public detail: ItemDetail,
  ) {}

  static async publish(editor: ConsoleClient, db: DatabaseHandle, tag: string): Promise<Story> {
    const channel = await channelOf(db, 'en', 'news');
    const created = await editor.call('POST', postItems.path, {
      document: documentOf('TUWEN', 'en', channel, {
        title: `Breaking: storm reaches the coast ${tag}`,
      }),
    });
    const draft = itemDetailSchema.parse(created.body.data);
    const published = await editor.call('POST', `/items/${draft.id}/publish`, {
      version: draft.version,
    });
    if (published.status !== 200) throw new Error(`publish: ${published.body.msg}`);
    return new Story(editor, itemDetailSchema.parse(published.body.data));
  }

  /** Saves a new headline; resolves when the console has answered (the publish is done). */
  async update(marker: string): Promise<void> {
    const saved = await this.editor.call('PUT', `/items/${this.detail.id}`, {
      version: this.detail.version,
      document: { ...this.detail.document, title: `Breaking: storm reaches the coast ${marker}` },
    });
    if (saved.status !== 200) throw new Error(`update: ${saved.body.msg}`);
    this.detail = itemDetailSchema.parse(saved.body.data);
  }
}

async function run(
  name: string,
  base: string,
  cluster: Cluster,
  story: Story,
  runTag: string,
): Promise<RunResult> {
  const id = story.detail.id;
  const paths: Record<Resource, string> = {
    item: `/enapi/cms/content/commonDetail?id=${id}`,
    count: `/enapi/commentsLog/commentCount?contentId=${id}`,
    home: '/enapi/cms/content/indexList?pageSize=10',
  };
  const markers = Array.from({ length: UPDATES }, (_, n) => `${runTag}-update-${String(n + 1)}`);
  let hits = 0;
  let answered = 0;
  const readers: Reader[] = [];
  // A response's markers, from `onResponse` to its connection's own `response` event, which
  // autocannon emits right after it for the same response (the per-request context it offers
  // is cleared at every round of requests, so it cannot hold a reader's history).
  let shown: { resource: Resource; markers: string[] } | undefined;
  const request = (resource: Resource): autocannon.Request => ({
    method: 'GET',
    path: paths[resource],
    // Each request signed afresh, as the app sends them.
    setupRequest: (req: autocannon.Request) => ({ ...req, headers: signed() }),
    onResponse: (status, body, _context, headers) => {
      answered += 1;
      const cache = header(headers ?? {}, 'x-cache');
      if (cache === 'HIT' || cache === 'STALE') hits += 1;
      shown =
        status === 200 && resource !== 'count'
          ? { resource, markers: markers.filter((marker) => body.includes(marker)) }
          : undefined;
    },
  });
  const requests = [request('item'), request('count'), request('home')];
  const setupClient = (client: autocannon.Client): void => {
    const reader: Reader = new Map();
    readers.push(reader);
    client.on('response', () => {
      const now = performance.now();
      const resource = shown?.resource;
      for (const marker of shown?.markers ?? []) {
        const seen = reader.get(marker) ?? {};
        if (resource !== undefined) seen[resource] ??= now;
        reader.set(marker, seen);
      }
      shown = undefined;
    });
  };
  if (WARMUP > 0)
    await autocannon({ url: base, connections: CONNECTIONS, duration: WARMUP, requests });
  hits = 0;
  answered = 0;

  const before = await serverRequests(cluster);
  const varnishBefore = base === cluster.edge?.url ? await cluster.edge.counters() : undefined;
  const published: number[] = [];
  const load = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
    setupClient,
  });
  const editing = (async () => {
    const started = performance.now();
    for (const [n, marker] of markers.entries()) {
      const at = started + ((n + 1) * DURATION * 1000) / (UPDATES + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
      await story.update(marker);
      published[n] = performance.now();
    }
  })();
  const [result] = await Promise.all([load, editing]);
  const reached = (await serverRequests(cluster)) - before;
  let varnish: Record<string, number> | undefined;
  if (varnishBefore && cluster.edge) {
    const after = await cluster.edge.counters();
    varnish = {};
    for (const counter of [
      'client_req',
      'cache_hit',
      'cache_hit_grace',
      'cache_miss',
      'backend_req',
    ])
      varnish[counter] = (after[`MAIN.${counter}`] ?? 0) - (varnishBefore[`MAIN.${counter}`] ?? 0);
  }

  const visible: number[] = [];
  let unseen = 0;
  for (const reader of readers)
    for (const [n, marker] of markers.entries()) {
      const seen = reader.get(marker);
      const at = published[n];
      if (seen?.item === undefined || seen.home === undefined || at === undefined) unseen += 1;
      else visible.push(Math.max(seen.item, seen.home) - at);
    }
  visible.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    perSecond: result.requests.average,
    hits,
    answered,
    failed: result.errors + result.non2xx,
    reachedServers: reached,
    p50: result.latency.p50,
    p99: result.latency.p99,
    visible,
    unseen,
    ...(varnish ? { varnish } : {}),
  };
}

function print(results: readonly RunResult[]): void {
  console.log(
    '\nrun                      requests   req/s  edge hits  reached servers /1000  p50 ms  p99 ms  failed   publish → every reader sees it: p50 ms  p99 ms  max ms  (reader × update pairs)',
  );
  for (const r of results) {
    const hitRatio = r.answered > 0 ? r.hits / r.answered : 0;
    console.log(
      `${r.name.padEnd(24)} ${String(r.requests).padStart(8)} ${r.perSecond.toFixed(0).padStart(7)} ${(hitRatio * 100).toFixed(1).padStart(8)} % ${((r.reachedServers / Math.max(1, r.requests)) * 1000).toFixed(1).padStart(22)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.failed).padStart(7)}   ${percentile(r.visible, 50).toFixed(0).padStart(35)} ${percentile(r.visible, 99).toFixed(0).padStart(7)} ${(r.visible.at(-1) ?? Number.NaN).toFixed(0).padStart(7)}  (${String(r.visible.length)} seen, ${String(r.unseen)} not)`,
    );
  }
  const edge = results.find((r) => r.varnish);
  if (edge?.varnish) {
    const v = edge.varnish;
    console.log(
      `Varnish's own counters over the edge run: ${String(v.client_req)} requests, ${String(v.cache_hit)} hits (${String(v.cache_hit_grace)} of them stale while refetching), ${String(v.cache_miss)} misses, ${String(v.backend_req)} fetches from the balancer`,
    );
    const hitRatio = edge.hits / Math.max(1, edge.answered);
    const p99 = percentile(edge.visible, 99);
    console.log(
      `aims through the edge: ≥ ${String(AIM_HIT_RATIO * 100)} % hits: ${hitRatio >= AIM_HIT_RATIO ? 'met' : 'NOT met'}; publish-to-visible p99 ≤ ${String(AIM_VISIBLE_P99_MS)} ms: ${p99 <= AIM_VISIBLE_P99_MS ? 'met' : 'NOT met'}`,
    );
  }
}

async function main(): Promise<void> {
  const cores = cpus().length;
  const load = (): string =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `breaking story: ${String(CONNECTIONS)} readers for ${String(DURATION)} s per run, each asking for the story, its comment count and the home feed in turn (no compression), while an editor publishes ${String(UPDATES)} updates`,
  );
  console.log(
    `machine: ${String(cores)} cores, load average ${load()} (1, 5, 15 min) before the cluster starts`,
  );
  const cluster = await startCluster({
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SIGN_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR,
    },
    edge: {},
  });
  const db = openDatabase({ databaseUrl: cluster.postgresUrl, dataDir: '' });
  try {
    const edge = cluster.edge;
    if (!edge) throw new Error('the cluster has no edge');
    const editor = await signedInStaff(cluster.url, db, 'bench.editor', 'editor', ['en']);
    const story = await Story.publish(editor, db, String(Date.now()));
    const home = await fetch(`${cluster.url}/enapi/cms/content/indexList?pageSize=10`, {
      headers: signed(),
    });
    if (!(await home.text()).includes(`"id":"${story.detail.id}"`))
      throw new Error('the story is not in the home feed: its updates could not be seen there');
    const results = [
      await run('through the edge', edge.url, cluster, story, 'edge'),
      await run('straight to the balancer', cluster.url, cluster, story, 'direct'),
    ];
    print(results);
    console.log(
      `machine: ${String(cores)} cores, load average ${load()} (1, 5, 15 min) after the runs. The load generator, Varnish, HAProxy, three servers, PostgreSQL and Redis share these cores.`,
    );
  } finally {
    await db.close();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
