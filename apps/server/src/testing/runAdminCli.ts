import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestDatabase } from './testDatabases.ts';

const run = promisify(execFile);
const SERVER_DIR = resolve(import.meta.dirname, '../..');
const REPO_DIR = resolve(SERVER_DIR, '../..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The operator CLI run by another program on a test database, its output read through a pipe, as
 * a script would: node with the TypeScript loader, or the operator's own `npm run -s admin --`
 * from the repository.
 */
export async function runAdminCli(
  database: TestDatabase,
  args: string[],
  via: 'node' | 'npm' = 'node',
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...database.cliEnv };
  if (!('DATABASE_URL' in database.cliEnv)) delete env['DATABASE_URL'];
  const [file, argv, cwd] =
    via === 'node'
      ? [process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], SERVER_DIR]
      : ['npm', ['run', '-s', 'admin', '--', ...args], REPO_DIR];
  try {
    const { stdout, stderr } = await run(file, argv, {
      cwd,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
