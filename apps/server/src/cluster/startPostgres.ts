import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './freePort.ts';

const run = promisify(execFile);

export interface RunningPostgres {
  /** The `news` database on it, for DATABASE_URL. */
  url: string;
  stop(): Promise<void>;
}

/** Debian installs each PostgreSQL version's programs under /usr/lib/postgresql/<n>/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  let versions: string[] = [];
  try {
    versions = readdirSync(root).filter((name) => /^\d+$/.test(name));
  } catch {
    // Not there: the error below says what to install.
  }
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(root, newest, 'bin');
}

/**
 * A throwaway PostgreSQL: a fresh cluster in a temporary directory (initdb, trust
 * authentication, UTF-8), listening on a free port of 127.0.0.1 only, its socket in that
 * directory; `stop` shuts it down and removes the directory. PostgreSQL refuses to run as root,
 * so under root its programs run as the `postgres` user (`runuser`). Durability against power
 * loss is off (fsync): the data lives as long as the cluster does.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'news-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (program: string, args: string[]): Promise<unknown> =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  if (asRoot) {
    const ids = await run('id', ['-u', 'postgres']);
    const group = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(ids.stdout.trim()), Number(group.stdout.trim()));
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  let port = 0;
  let started = false;
  try {
    await asPostgres('initdb', [
      '-D',
      data,
      '--auth=trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    // Drawn after initdb, which takes seconds, so the port is bound a moment after it is found.
    port = await freePort();
    await asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${String(port)} -k ${dir} -c fsync=off -c max_connections=200`,
      'start',
    ]);
    started = true;
    const admin = new pg.Client({ connectionString: postgresUrl(port, 'postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE news');
    await admin.end();
  } catch (error) {
    if (started) await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop', '-w']);
    // The server's own words on why it did not start go with the error: the directory goes.
    const said = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-8) : [];
    rmSync(dir, { recursive: true, force: true });
    if (said.length === 0) throw error;
    throw new Error(`PostgreSQL did not start on port ${String(port)}:\n${said.join('\n')}`, {
      cause: error,
    });
  }
  return {
    url: postgresUrl(port, 'news'),
    async stop() {
      try {
        await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresUrl(port: number, database: string): string {
  return `postgres://postgres@127.0.0.1:${String(port)}/${database}`;
}
