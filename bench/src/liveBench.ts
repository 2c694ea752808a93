/**
 * Going live from an encoder (issue 27): pushes ffmpeg test patterns over RTMP into the real
 * ingest (nginx-rtmp, the server's transcoder, the media store, the playlists over HTTP) and
 * prints:
 *
 * - glass-to-glass latency: the encoder burns its frame number into a bar along the top of every
 *   frame (the bar's length is the frame number modulo 600); the bench polls the 720p playlist
 *   over HTTP, and for each new segment decodes its first frame, reads the bar back, and compares
 *   the moment the segment became playable (listed, and fetched) with the moment the encoder sent
 *   that frame (its start plus frame / 30 s, as `-re` paces it). The first frame of a segment is
 *   its oldest, so this is the worst frame of each segment; a player adds its own buffer on top;
 * - CPU per 720p input: the transcoder's ffmpeg's user+system time (from /proc) over a window,
 *   as a share of one core;
 * - how many 720p inputs two cores sustain: two cores divided by that share, then checked by
 *   running that many inputs at once and watching each keep up (a segment every 2 s).
 *
 * The encoders run on the same machine and take CPU of their own (`-preset ultrafast`); the
 * figures are of this machine as it is (its load average is printed with them).
 *
 *   npm run bench:live
 *
 * Environment (all optional):
 *   BENCH_LIVE_SECONDS   how long the latency and CPU windows run (default 30)
 *   BENCH_LIVE_INPUTS    inputs for the capacity check (default: the estimate, at least 1)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestStatusSchema } from '@news/contract/console/ingestSchemas';
import { postItems } from '@news/contract/console/itemEndpoints';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@news/server/db/database';
import { IngestNode } from '@news/server/ingest/IngestNode';
import { signedInStaff, type ConsoleClient } from '@news/server/testing/consoleClient';
import { channelOf, documentOf } from '@news/server/testing/itemDocuments';
import { seedTestSites } from '@news/server/testing/seedTestSites';
import { startTestServer } from '@news/server/testing/testServer';
import { BENCH_SECRET } from './benchProcesses.ts';

const SECONDS = Math.max(5, Number(process.env.BENCH_LIVE_SECONDS ?? 30) || 30);
const FPS = 30;
const PERIOD = 600;
const CLOCK_TICKS = 100;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The brief's test pattern and tone, with the frame-number bar over its top 16 rows. */
function encoder(url: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=${String(FPS)}`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=1000:sample_rate=48000'],
      ...['-f', 'lavfi', '-i', `color=black:size=1280x16:rate=${String(FPS)}`],
      '-filter_complex',
      `[2:v]format=yuv420p,geq=lum='if(lt(X,W*mod(N,${String(PERIOD)})/${String(PERIOD)}),235,16)':cb=128:cr=128[bar];[0:v][bar]overlay=0:0[v]`,
      ...['-map', '[v]', '-map', '1:a'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '60'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

/** The frame number (mod 600) a segment's first frame carries in its bar. */
async function frameOf(segment: Buffer, dir: string): Promise<number> {
  const file = join(dir, `seg-${String(Date.now())}.ts`);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, segment);
  const gray = await new Promise<Buffer>((resolve, reject) => {
    const child = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', file, '-frames:v', '1'],
        ...['-vf', 'scale=1280:720,crop=1280:4:0:6', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.once('exit', (code) => {
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new Error('could not decode a segment'));
    });
  });
  rmSync(file, { force: true });
  let lit = 0;
  for (const v of gray) if (v > 128) lit += 1;
  return Math.round((lit / gray.length) * PERIOD) % PERIOD;
}

/** CPU seconds (user + system) of the transcoders' ffmpeg processes, by pid. */
function transcoderCpu(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.startsWith('ffmpeg') || !cmdline.includes('var_stream_map')) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return out;
}

/** Segments a live playlist has had so far: its window's first number plus what it lists. */
function madeSoFar(playlist: string): number {
  const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
  return first + playlist.split('\n').filter((l) => l.startsWith('/media/')).length;
}

async function newBroadcast(
  database: DatabaseHandle,
  editor: ConsoleClient,
  title: string,
): Promise<{ key: string; liveId: number; itemId: string }> {
  const channel = await channelOf(database, 'en');
  const created = await editor.call('POST', postItems.path, {
    document: documentOf('authPublishPlayback', 'en', channel, {
      title,
      live: {
        host: 'Bench',
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
        endTime: new Date(Date.now() + 7_200_000).toISOString(),
        streamUrl: '',
        hold: 'auto',
        replayUrl: '',
        segments: [],
      },
    }),
  });
  const item = itemDetailSchema.parse(created.body.data);
  await editor.call('POST', `/items/${item.id}/publish`, { version: item.version });
  const row = await database.db
    .selectFrom('content')
    .select('live_id')
    .where('id', '=', Number(item.id))
    .executeTakeFirstOrThrow();
  const status = ingestStatusSchema.parse((await editor.get(`/items/${item.id}/ingest`)).body.data);
  return { key: status.streamKey, liveId: row.live_id ?? 0, itemId: item.id };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'news-live-bench-'));
  const database = openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(database);
  await seedTestSites(database, ['en']);
  const server = await startTestServer(database, {
    SIGN_SECRET: BENCH_SECRET,
    DATA_DIR: dataDir,
    INGEST_MAX_CONCURRENT: '16',
  });
  const editor = await signedInStaff(server.baseUrl, database, 'bench.desk', 'editor', ['en']);
  const node = new IngestNode(
    server.app.liveIngest,
    {
      nginx: process.env.NGINX_PATH ?? 'nginx',
      ffmpeg: 'ffmpeg',
      ffprobe: 'ffprobe',
      workDir: join(dataDir, 'ingest'),
      host: '127.0.0.1',
      port: 0,
      sweepMs: 1_000,
    },
    { info: () => undefined, warn: () => undefined, error: () => undefined },
  );
  await node.start();
  const encoders: ChildProcess[] = [];
  const push = (key: string): ChildProcess => {
    const child = encoder(`rtmp://127.0.0.1:${String(node.port)}/live/${key}`);
    encoders.push(child);
    return child;
  };
  const get = async (path: string): Promise<string> =>
    (await fetch(`${server.baseUrl}${path}`)).text();

  try {
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // 1. Latency and CPU of one 720p input.
    const one = await newBroadcast(database, editor, 'Latency');
    const sentAt = Date.now();
    push(one.key);
    const playlist = `/media/ingest/${String(one.liveId)}/720p.m3u8`;
    const seen = new Set<string>();
    const latencies: number[] = [];
    let cpuStart: Map<number, number> | undefined;
    let cpuStartAt = 0;
    const until = Date.now() + SECONDS * 1000 + 15_000;
    while (Date.now() < until) {
      await sleep(100);
      const text = await get(playlist);
      for (const url of text.split('\n').filter((l) => l.startsWith('/media/'))) {
        if (seen.has(url)) continue;
        seen.add(url);
        const bytes = Buffer.from(await (await fetch(`${server.baseUrl}${url}`)).arrayBuffer());
        const playable = Date.now();
        if (seen.size === 1) continue; // the first may be older than the bench's first look
        const frame = await frameOf(bytes, dataDir);
        // The newest frame number with this remainder sent before the segment was playable.
        const sentFrames = Math.floor(((playable - sentAt) / 1000) * FPS);
        let n = sentFrames - ((((sentFrames - frame) % PERIOD) + PERIOD) % PERIOD);
        if (n < 0) n += PERIOD;
        latencies.push(playable - (sentAt + (n / FPS) * 1000));
        if (!cpuStart) {
          cpuStart = transcoderCpu();
          cpuStartAt = Date.now();
        }
      }
      if (latencies.length >= SECONDS / 2) break;
    }
    if (latencies.length === 0) {
      const status = await editor.get(`/items/${one.itemId}/ingest`);
      console.log('no segments came; the desk says:', JSON.stringify(status.body.data));
    }
    const cpuEnd = transcoderCpu();
    const before = cpuStart;
    const cpuShare =
      before && cpuEnd.size > 0
        ? [...cpuEnd].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? s), 0) /
          ((Date.now() - cpuStartAt) / 1000)
        : Number.NaN;
    for (const e of encoders.splice(0)) e.kill('SIGINT');
    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (p: number): number =>
      sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
    console.log(
      `glass-to-glass (camera frame sent → its segment playable over HTTP), ${String(sorted.length)} segments: ` +
        `median ${(pct(50) / 1000).toFixed(2)} s, p90 ${(pct(90) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? Number.NaN) / 1000).toFixed(2)} s`,
    );
    console.log(
      // The reader's player (hls.js, liveSyncDurationCount 2) plays 2 × 2 s behind the playlist's
      // edge, the end of the newest segment, whose last frame is 2 s younger than its first.
      `  on a reader's screen (the player 2 segments behind the edge): ≈ ${((pct(50) - 2000 + 4000) / 1000).toFixed(1)} s median`,
    );
    console.log(
      `CPU per 720p input (ladder 720p + 480p + audio, x264 veryfast): ${(cpuShare * 100).toFixed(0)} % of one core`,
    );
    const estimate = Math.max(1, Math.floor(2 / cpuShare));
    console.log(`two cores, by that share: ${String(estimate)} input(s) of 720p`);

    // 2. That many inputs at once: does each keep up with real time?
    await sleep(3_000);
    const count = Math.max(1, Number(process.env.BENCH_LIVE_INPUTS ?? estimate) || estimate);
    const lives = [];
    for (let i = 0; i < count; i += 1)
      lives.push(await newBroadcast(database, editor, `Load ${String(i)}`));
    for (const live of lives) push(live.key);
    await sleep(12_000);
    const startCounts = await Promise.all(
      lives.map(async (l) => madeSoFar(await get(`/media/ingest/${String(l.liveId)}/720p.m3u8`))),
    );
    const window = SECONDS * 1000;
    await sleep(window);
    const endCounts = await Promise.all(
      lives.map(async (l) => madeSoFar(await get(`/media/ingest/${String(l.liveId)}/720p.m3u8`))),
    );
    const speeds = endCounts.map((end, i) => ((end - (startCounts[i] ?? 0)) * 2) / (window / 1000));
    console.log(
      `${String(count)} input(s) of 720p at once: seconds of video made per second, each: ${speeds.map((s) => s.toFixed(2)).join(', ')} ` +
        `(${speeds.every((s) => s >= 0.95) ? 'all keep up' : 'falling behind'}; encoders on the same cores)`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    for (const e of encoders) e.kill('SIGKILL');
    await node.stop();
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
