/**
 * The picture pipeline under a reader load (issue 26, item 8): makes a 12-megapixel camera-like
 * JPEG (noise, so it compresses like a photograph), uploads it through the real server's console
 * route as an editor does while readers' GETs run against the same server, and prints:
 *
 * - the upload's time (the answer comes once every file is stored) and the pipeline's own time
 *   per picture, measured again without the server around it;
 * - the process's resident memory before, its peak during the upload, and the process's peak;
 * - the event-loop delay readers see (`perf_hooks.monitorEventLoopDelay`, 1 ms sampling; p50, p99
 *   and max), with readers alone first and then during the upload;
 * - the readers' answers in each window (from autocannon in another process, so the load
 *   generator does not run on the server's event loop);
 * - the bytes of every file of the picture's folder.
 *
 * The server runs in this process (as `startTestServer` builds it, over SQLite with the demo
 * content), so the event-loop figures are its own; the upload is sent from a worker thread, whose
 * event loop is not the server's.
 *
 *   npm run bench:pictures
 *
 * Environment (all optional):
 *   BENCH_READER_CONNECTIONS   readers' concurrent connections (default 8)
 *   BENCH_PICTURE_RUNS         pipeline-only runs for the time per picture (default 3)
 *   PICTURE_JOBS, PICTURE_QUEUE as the server reads them
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type ELDHistogram,
} from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { CONSOLE_LANG_HEADER, CSRF_HEADER } from '@news/contract/console/staffSchemas';
import { pictureAddress } from '@news/contract/pictures';
import { migrateToLatest, openDatabase } from '@news/server/db/database';
import { seedDemoContent } from '@news/server/seed/seedDemoContent';
import { signedInStaff } from '@news/server/testing/consoleClient';
import { cameraJpeg } from '@news/server/testing/photoFixtures';
import { startTestServer } from '@news/server/testing/testServer';
import { PicturePipeline } from '@news/server/upload/PicturePipeline';
import { BENCH_SECRET, REPO } from './benchProcesses.ts';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

const READER_CONNECTIONS = numberFromEnv('BENCH_READER_CONNECTIONS', 8);
const PIPELINE_RUNS = Math.max(1, numberFromEnv('BENCH_PICTURE_RUNS', 3));
const BASELINE_MS = 3_000;
const MB = 1024 * 1024;

interface Delay {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

function delayOf(histogram: ELDHistogram): Delay {
  const ms = (ns: number): number => ns / 1e6;
  return {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    mean: ms(histogram.mean),
  };
}

const fmt = (value: number, digits = 1): string => value.toFixed(digits);
const rssMb = (): number => process.memoryUsage.rss() / MB;
const peakRssMb = (): number => process.resourceUsage().maxRSS / 1024;

/** Readers' GETs from another process; the counts of answers so far on request. */
class Readers {
  readonly #child;

  constructor(baseUrl: string) {
    this.#child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'pictureReaders.ts')],
      {
        cwd: REPO,
        env: {
          ...process.env,
          BENCH_URL: baseUrl,
          BENCH_SECRET,
          BENCH_READER_CONNECTIONS: String(READER_CONNECTIONS),
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    this.#child.stdout.setEncoding('utf8');
  }

  /** Waits for the first answers: the readers are then at full speed. */
  async started(): Promise<void> {
    await this.counts();
  }

  /** Answers (and failed ones) since the previous call, and their latency percentiles. */
  counts(): Promise<{ answers: number; failed: number; p50: number; p99: number }> {
    return new Promise((resolve) => {
      this.#child.stdout.once('data', (text: string) => {
        const now = JSON.parse(text.trim().split('\n').pop() ?? '{}') as {
          answers: number;
          failed: number;
          p50: number;
          p99: number;
        };
        resolve(now);
      });
      this.#child.stdin.write('report\n');
    });
  }

  async stop(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    this.#child.stdin.end();
    await exited;
  }
}

/** Posts the picture from a worker thread: its event loop, not the server's, sends the bytes. */
function uploadFromWorker(
  url: string,
  cookie: string,
  csrf: string,
  photo: Buffer,
): Promise<{ status: number; body: string; ms: number }> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const form = new FormData();
    form.append('file', new Blob([workerData.photo], { type: 'image/jpeg' }), 'DSC_0042.JPG');
    const started = performance.now();
    fetch(workerData.url, {
      method: 'POST',
      headers: { cookie: workerData.cookie, [workerData.csrfHeader]: workerData.csrf, [workerData.langHeader]: 'en' },
      body: form,
    })
      .then(async (res) => ({ status: res.status, body: await res.text() }))
      .then((answer) => parentPort.postMessage({ ...answer, ms: performance.now() - started }));
    `,
    {
      eval: true,
      workerData: {
        url,
        cookie,
        csrf,
        photo,
        csrfHeader: CSRF_HEADER,
        langHeader: CONSOLE_LANG_HEADER,
      },
    },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { status: number; body: string; ms: number }) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'news-picture-bench-'));
  const database = openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(database);
  await seedDemoContent(database.db, { dataDir, dialect: database.dialect });
  const server = await startTestServer(database, { SIGN_SECRET: BENCH_SECRET, DATA_DIR: dataDir });
  const readers = new Readers(server.baseUrl);
  try {
    const editor = await signedInStaff(server.baseUrl, database, 'bench.editor', 'editor', ['en']);
    const photo = await cameraJpeg();
    const { width, height } = await sharp(photo).metadata();
    console.log(
      `picture: ${String(width)}×${String(height)} camera-like JPEG, ${fmt(photo.length / MB, 2)} MB; ` +
        `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ` +
        `libvips threads per operation ${String(sharp.concurrency())}, ` +
        `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
    );

    await readers.started();
    await readers.counts();
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const baseline = delayOf(histogram);
    const baselineReaders = await readers.counts();
    histogram.reset();

    const rssBefore = rssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb());
    }, 20);
    // Garbage collection pauses the event loop too: the longest one during the upload is shown.
    const pauses: number[] = [];
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) pauses.push(entry.duration);
    });
    gc.observe({ entryTypes: ['gc'] });
    const started = performance.now();
    const answer = await uploadFromWorker(
      `${server.baseUrl}/console/api/uploads/images?site=en`,
      editor.cookie,
      editor.csrf,
      photo,
    );
    const uploadMs = performance.now() - started;
    clearInterval(sampler);
    gc.disconnect();
    const during = delayOf(histogram);
    const duringReaders = await readers.counts();
    histogram.disable();
    if (answer.status !== 200)
      throw new Error(`upload answered ${String(answer.status)}: ${answer.body}`);
    const url = (JSON.parse(answer.body) as { data: { url: string } }).data.url;

    const row = (name: string, delay: Delay, seconds: number, r: typeof duringReaders): string =>
      `${name.padEnd(22)} p50 ${fmt(delay.p50).padStart(6)} ms  p99 ${fmt(delay.p99).padStart(6)} ms  ` +
      `max ${fmt(delay.max).padStart(6)} ms   readers: ${String(r.answers).padStart(6)} answers ` +
      `(${fmt(r.answers / seconds, 0)}/s), ${String(r.failed)} failed, p99 ${fmt(r.p99, 0)} ms`;
    console.log(`\nevent-loop delay the readers saw (${String(READER_CONNECTIONS)} connections):`);
    console.log(row('readers alone', baseline, BASELINE_MS / 1000, baselineReaders));
    console.log(row('during the upload', during, uploadMs / 1000, duringReaders));
    console.log(
      `garbage collection during the upload: ${String(pauses.length)} pauses, ` +
        `longest ${fmt(Math.max(0, ...pauses))} ms, ${fmt(
          pauses.reduce((a, b) => a + b, 0),
          0,
        )} ms in all`,
    );
    console.log(
      `\nupload of ${fmt(photo.length / MB, 2)} MB answered in ${fmt(uploadMs, 0)} ms ` +
        `(worker's own timing ${fmt(answer.ms, 0)} ms): ${url}`,
    );
    console.log(
      `resident memory: ${fmt(rssBefore, 0)} MB before, ${fmt(rssPeak, 0)} MB peak during the upload ` +
        `(+${fmt(rssPeak - rssBefore, 0)} MB); process peak ${fmt(peakRssMb(), 0)} MB`,
    );
    await readers.stop();

    // The pipeline alone, in this process, without readers: time per picture and its files.
    const pipeline = new PicturePipeline({ inFlight: 1, queue: 1 });
    const times: number[] = [];
    let files: { name: string; bytes: number }[] = [];
    for (let run = 0; run < PIPELINE_RUNS; run++) {
      const t0 = performance.now();
      const outcome = await pipeline.process(photo, 40 * MB);
      times.push(performance.now() - t0);
      if (!outcome.ok) throw new Error(`pipeline refused the picture: ${outcome.problem}`);
      files = outcome.picture.files.map((f) => ({ name: f.name, bytes: f.bytes.length }));
    }
    times.sort((a, b) => a - b);
    console.log(
      `\npipeline alone: ${times.map((t) => fmt(t, 0)).join(', ')} ms per picture ` +
        `(median ${fmt(times[Math.floor(times.length / 2)] ?? 0, 0)} ms); process peak RSS ${fmt(peakRssMb(), 0)} MB`,
    );
    const address = pictureAddress(url);
    console.log(
      `files of the folder (${address ? `${String(address.width)}×${String(address.height)}, ${address.color}` : url}):`,
    );
    let total = 0;
    for (const file of files) {
      total += file.bytes;
      console.log(`  ${file.name.padEnd(24)} ${String(file.bytes).padStart(9)} bytes`);
    }
    console.log(`  ${'total'.padEnd(24)} ${String(total).padStart(9)} bytes`);
    // The stored files are what the pipeline made: the address's file is served as stored.
    const served = await fetch(`${server.baseUrl}${url}`);
    if (served.status !== 200) throw new Error(`${url} answered ${String(served.status)}`);
  } finally {
    await readers.stop().catch(() => undefined);
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
