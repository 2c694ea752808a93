import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSchema } from '@news/contract/console/staffSchemas';
import { ConsoleClient } from '../testing/consoleClient.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { TEST_PASSWORD_LOG_N } from '../testing/testPasswordCost.ts';

const run = promisify(execFile);
const SERVER_DIR = resolve(import.meta.dirname, '../..');

async function admin(
  database: TestDatabase,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  // The commands hash at the tests' cost: this is about what they do, not what a hash costs.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_LOG_N: TEST_PASSWORD_LOG_N,
    ...database.cliEnv,
  };
  if (!('DATABASE_URL' in database.cliEnv)) delete env['DATABASE_URL'];
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      {
        cwd: SERVER_DIR,
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(testEngines())('npm run admin -- staff, on $name', { timeout: 90_000 }, (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('adds the first admin, whose one-time password signs in to the console once', async () => {
    const added = await admin(database, ['staff', 'add', 'chief', '--role', 'admin', '--json']);
    expect(added.code).toBe(0);
    const line = JSON.parse(added.stdout) as { oneTimePassword: string };
    expect(staffSchema.parse(line)).toMatchObject({
      username: 'chief',
      role: 'admin',
      mustChangePassword: true,
    });
    const client = new ConsoleClient(server.baseUrl);
    await client.firstSignIn('chief', line.oneTimePassword, 'a newsroom head’s own passphrase');
    expect((await client.get('/staff')).status).toBe(200);

    const human = await admin(database, [
      'staff',
      'add',
      'desk.en',
      '--role',
      'editor',
      '--sites',
      'en',
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^added editor desk\.en \(en\)\none-time password: [\w-]{23}\n/);
  });

  it('refuses wrong arguments (2) and refused changes (1) with a reason', async () => {
    const badRole = await admin(database, ['staff', 'add', 'x-person', '--role', 'boss']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be admin, editor, reporter or moderator');
    const badSite = await admin(database, [
      'staff',
      'add',
      'x-person',
      '--role',
      'editor',
      '--sites',
      'fr',
    ]);
    expect(badSite.code).toBe(2);
    const noSite = await admin(database, ['staff', 'add', 'x-person', '--role', 'editor']);
    expect(noSite.code).toBe(1);
    expect(noSite.stderr).toContain('Choose at least one site');
    const taken = await admin(database, ['staff', 'add', 'chief', '--role', 'admin']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already taken');
    const lastAdmin = await admin(database, ['staff', 'remove', 'chief']);
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.stderr).toContain('last admin');
  });

  it('lists accounts and removes one: its sessions end at once, and the change is audited', async () => {
    const listed = await admin(database, ['staff', 'list', '--json']);
    const names = listed.stdout
      .trim()
      .split('\n')
      .map((l) => staffSchema.parse(JSON.parse(l)).username);
    expect(names).toEqual(['chief', 'desk.en']);

    const editor = new ConsoleClient(server.baseUrl);
    const oneTime = (
      await admin(database, [
        'staff',
        'add',
        'temp.editor',
        '--role',
        'editor',
        '--sites',
        'ja',
        '--json',
      ])
    ).stdout;
    await editor.firstSignIn(
      'temp.editor',
      (JSON.parse(oneTime) as { oneTimePassword: string }).oneTimePassword,
      'temporary editor passphrase',
    );
    expect((await editor.get('/items')).status).toBe(200);
    const removed = await admin(database, ['staff', 'remove', 'temp.editor']);
    expect(removed.code).toBe(0);
    expect((await editor.get('/items')).status).toBe(401);

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_type', 'action'])
      .where('action', 'in', ['staff.create', 'staff.remove'])
      .orderBy('id')
      .execute();
    expect(audit.filter((a) => a.actor_type === 'cli').map((a) => a.action)).toEqual([
      'staff.create',
      'staff.create',
      'staff.create',
      'staff.remove',
    ]);
  });
});
