/**
 * Memory of a first start (issue 38, item 4): starts the built server as `npm start` runs it
 * (compiled, its Node flags and malloc arenas) over an empty data directory, so it migrates,
 * seeds the five sites' demo content with its photographs and then serves; then stops it and
 * starts it again over the same directory. For each start it prints the seconds until the
 * server printed its URL, the serving process's resident memory (VmRSS) then and after it has
 * rendered the home page once and idled 2 s, and its peak so far (VmHWM); for the first start
 * also the peak of the seed's own process (`dist/seedOnStart.js`, read every 100 ms while it
 * runs). Figures only: nothing is asserted. Linux only (it reads /proc).
 *
 *   npm run bench:first-start     (builds the apps first)
 *
 * Environment (all optional):
 *   BENCH_FIRST_START_RUNS  first starts, each over a new empty directory (default 1)
 *   BENCH_SHARED_PHOTOS     1: the seed copies the demo photographs from the directory tests
 *                           share ($TMPDIR/news-demo-photos, made there on the first use)
 *                           instead of making them as a real first start does (about 40 s of
 *                           CPU on two cores)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compiledServerArgs, SERVER_ENVIRONMENT } from '@news/server/cli/compiledServer';
import { SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';
import { startProcess, stop, type Started } from './benchProcesses.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_FIRST_START_RUNS ?? 1) || 1);
const SHARED_PHOTOS = process.env.BENCH_SHARED_PHOTOS === '1';
// The issue's aims, printed beside the figures.
const AIM_FIRST_START_MB = 200;
const AIM_RESTART_MB = 150;
const SETTLE_MS = 2_000;

interface Memory {
  rssMb: number;
  peakMb: number;
}

/** A process's resident memory now and at its peak, or undefined once it has ended. */
function memoryOf(pid: number): Memory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const mb = (field: string): number =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

/** The processes `pid` has started and not yet reaped (its main thread's, where Node forks). */
function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8');
    return text.split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

interface StartFigures {
  seconds: number;
  serving: Memory;
  afterHome: Memory;
  /** The highest peak of a process the server started while starting (the seed), if any. */
  childPeakMb: number | undefined;
}

/** The server over `dataDir`, as `npm start` runs it, on a free 127.0.0.1 port. */
async function measureStart(dataDir: string): Promise<StartFigures> {
  let childPeakMb: number | undefined;
  let watcher: NodeJS.Timeout | undefined;
  const watch = (server: ChildProcess): void => {
    watcher = setInterval(() => {
      for (const pid of childrenOf(server.pid ?? 0)) {
        const peak = memoryOf(pid)?.peakMb;
        if (peak !== undefined) childPeakMb = Math.max(childPeakMb ?? 0, peak);
      }
    }, 100);
  };
  const began = performance.now();
  let started: Started;
  try {
    started = await startProcess(
      compiledServerArgs(),
      {
        ...SERVER_ENVIRONMENT,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_START: 'true',
        LOG_LEVEL: 'warn',
        // A benchmark holds no encoders' port (nginx's RTMP).
        INGEST: 'false',
        ...(SHARED_PHOTOS ? { DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR } : {}),
      },
      /running at (http:\/\/[^\s/]+:\d+)\//,
      watch,
    );
  } finally {
    clearInterval(watcher);
  }
  const seconds = (performance.now() - began) / 1000;
  try {
    const pid = started.child.pid ?? 0;
    const serving = memoryOf(pid);
    const home = await fetch(`${started.url}/`);
    await home.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const afterHome = memoryOf(pid);
    if (!serving || !afterHome) throw new Error('the server ended while it was measured');
    return { seconds, serving, afterHome, childPeakMb };
  } finally {
    await stop(started);
  }
}

const mb = (value: number | undefined): string =>
  value === undefined ? '—' : `${value.toFixed(0)} MB`;

function printStart(label: string, figures: StartFigures, aimMb: number): void {
  const met = figures.afterHome.rssMb <= aimMb ? 'met' : 'not met';
  console.log(
    `  ${label.padEnd(12)} serving after ${figures.seconds.toFixed(1)} s: RSS ${mb(figures.serving.rssMb)}, ` +
      `after home + ${String(SETTLE_MS / 1000)} s ${mb(figures.afterHome.rssMb)} (aim ≤ ${String(aimMb)} MB ${met}), ` +
      `its peak ${mb(figures.afterHome.peakMb)}; seed process peak ${mb(figures.childPeakMb)}`,
  );
}

console.log(
  `bench:first-start — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
    `${String(cpus().length)} cores, load average ${loadavg()[0]?.toFixed(1) ?? '?'}, ` +
    `demo photographs ${SHARED_PHOTOS ? `copied from ${SHARED_DEMO_PHOTO_DIR}` : 'made (a real first start)'}`,
);
for (let run = 1; run <= RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'news-bench-first-start-'));
  try {
    console.log(`run ${String(run)} of ${String(RUNS)}`);
    printStart('first start', await measureStart(dataDir), AIM_FIRST_START_MB);
    printStart('restart', await measureStart(dataDir), AIM_RESTART_MB);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
