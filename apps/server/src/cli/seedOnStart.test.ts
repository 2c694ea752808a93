import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { SHARED_DEMO_PHOTO_DIR } from '../seed/photos/DemoPhotoCache.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { startServerProcess, type ServerProcess } from '../testing/startServerProcess.ts';
import { testEngines } from '../testing/testDatabases.ts';

/** Each start seeds five sites from the photographs the suite's set-up made (seconds). */
const FIRST_START_MS = 90_000;

/** A process a process started, as Linux lists it. */
interface Seen {
  pid: number;
  command: string;
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

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/**
 * Notes every process the server starts while it starts, and `onSeen` hears of each as it is
 * noticed. Looked for every few milliseconds: the seed lives for seconds.
 */
function watchChildren(onSeen: (seen: Seen) => void = () => undefined) {
  const seen: Seen[] = [];
  let timer: NodeJS.Timeout | undefined;
  return {
    seen,
    onSpawn: (server: ChildProcess): void => {
      const own = commandOf(server.pid ?? 0);
      timer = setInterval(() => {
        for (const pid of childrenOf(server.pid ?? 0)) {
          if (seen.some((one) => one.pid === pid)) continue;
          const command = commandOf(pid);
          // Between its fork and its exec a child still shows the server's command, and one that
          // has ended (not yet reaped) or is mid-exec shows none: it is read again next time.
          if (!command || command === own) continue;
          const one = { pid, command };
          seen.push(one);
          onSeen(one);
        }
      }, 10);
    },
    stop: (): void => {
      clearInterval(timer);
    },
  };
}

/**
 * Why a start failed (what it printed), or that it served: a server that starts anyway is
 * stopped, so a failing test leaves no process behind.
 */
async function whyNotStarted(start: Promise<ServerProcess>): Promise<string> {
  try {
    await (await start).stop();
    return 'it served';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('the first start', () => {
  const dirs: string[] = [];
  const dataDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'news-first-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  // No ingest: nginx and its checks would be children of the server too.
  const seeding = { SEED_ON_START: 'true', DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR, INGEST: 'false' };

  it.each(testEngines())(
    'on $name seeds in a process of its own, ended before the server serves what it wrote; a restart starts none',
    async (engine) => {
      const database = await engine.open();
      const env = { DATA_DIR: dataDir(), ...database.cliEnv, ...seeding, LOG_LEVEL: 'info' };
      try {
        const first = watchChildren();
        const server = await startServerProcess(env, first.onSpawn).finally(first.stop);
        try {
          const [seed, ...others] = first.seen;
          expect(others).toEqual([]);
          expect(seed?.command).toMatch(/dist\/seedOnStart\.js\s*$/);
          expect(childrenOf(server.child.pid ?? 0)).toEqual([]);
          expect(server.output()).toMatch(
            /"sites":\[[^\]]*"en"[^\]]*\],"msg":"demo content seeded"/,
          );
          // The picture uses index is read from what the seed wrote (the media library's uses).
          const use = await database.db.selectFrom('picture_uses').select('url').executeTakeFirst();
          expect(use).toBeDefined();
          // The serving process reads what the seed process wrote, on every site.
          for (const site of SITES) {
            const home = await fetch(`${server.url}${site.prefix}/cms/content/indexList`, {
              headers: signedHeaders(site.lang),
            });
            const body = (await home.json()) as { data: { feed: { total: number } } };
            expect(body.data.feed.total, site.lang).toBeGreaterThan(0);
          }
        } finally {
          await server.stop();
        }
        const again = watchChildren();
        const restarted = await startServerProcess(env, again.onSpawn).finally(again.stop);
        await restarted.stop();
        expect(again.seen).toEqual([]);
        expect(restarted.output()).not.toMatch(/demo content seeded|picture uses indexed/);
      } finally {
        await database.close();
      }
    },
    2 * FIRST_START_MS,
  );

  it(
    'stops when the seed fails: exit 1, saying the seed failed and why, with no stack',
    async () => {
      const dir = dataDir();
      // The seed's photographs cannot be stored: where their folders go is a file.
      mkdirSync(join(dir, 'media'));
      writeFileSync(join(dir, 'media', 'pictures'), '');
      const why = await whyNotStarted(startServerProcess({ DATA_DIR: dir, ...seeding }));
      expect(why).toMatch(
        /exited with 1:[\s\S]*failed to start: demo content could not be seeded: ENOTDIR/,
      );
      expect(why).not.toMatch(/\n\s+at |running at/);
    },
    FIRST_START_MS,
  );

  it(
    'stops when the seed process dies: exit 1, saying how it ended',
    async () => {
      const watch = watchChildren((seen) => {
        process.kill(seen.pid, 'SIGKILL');
      });
      const start = startServerProcess({ DATA_DIR: dataDir(), ...seeding }, watch.onSpawn);
      expect(await whyNotStarted(start.finally(watch.stop))).toMatch(
        /exited with 1:[\s\S]*failed to start: the demo seed process ended with signal SIGKILL before it finished/,
      );
    },
    FIRST_START_MS,
  );
});
