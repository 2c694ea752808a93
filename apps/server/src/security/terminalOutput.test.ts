import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli as admin } from '../testing/runAdminCli.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { TestClock } from '../testing/TestClock.ts';
import { TestRows } from '../testing/TestRows.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';

/** What would steer a terminal: C0 other than the line's own tab and newline, DEL, C1, bidi overrides. */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
const STEERING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A reader's text written to make the operator's terminal clear itself, retitle and recolour. */
const HOSTILE = 'Tram late\u001b[2J\u001b]0;root@prod\u0007\r\nnext line\u009b31m\u202eevil';

/**
 * Whatever readers or a feed wrote, the operator CLI prints it as visible escapes: a listing,
 * its JSON, a username, an import's reasons for skipping — nothing reaches the terminal raw.
 */
describe.each(embeddedEngine())('what the operator CLI prints, on $name', (engine) => {
  let database: TestDatabase;
  let dir = '';

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    const rows = new TestRows(database.db, new TestClock());
    await rows.feedback({ body: HOSTILE, contact: 'x\u001b[1m@example.com' });
    await rows.user({ username: 'reader\u001b[8m', status: 'pending' });
    dir = mkdtempSync(join(tmpdir(), 'news-terminal-'));
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('escapes reader text in a listing, one row a line', async () => {
    const run = await admin(database, ['feedback']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(STEERING);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toContain(
      'Tram late\\x1b[2J\\x1b]0;root@prod\\x07\\r\\nnext line\\x9b31m\\u202eevil',
    );
    const pending = await admin(database, ['pending']);
    expect(pending.stdout).not.toMatch(STEERING);
    expect(pending.stdout).toContain('reader\\x1b[8m');
  }, 60_000);

  it('escapes it in JSON lines, which still read back as the same text', async () => {
    const run = await admin(database, ['feedback', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(STEERING);
    expect((JSON.parse(run.stdout) as { body: string }).body).toBe(HOSTILE);
  }, 60_000);

  it('escapes what an imported feed says in the reasons it skipped items', async () => {
    const file = join(dir, 'feed.json');
    writeFileSync(
      file,
      JSON.stringify({
        items: [{ id: 'x\u001b]0;owned\u0007', title: 'No date', publishDate: '\u009b2J' }],
      }),
    );
    const run = await admin(database, ['import', file, '--site', 'en']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('skipped');
    expect(run.stdout).not.toMatch(STEERING);
    expect(run.stderr).not.toMatch(STEERING);
  }, 60_000);
});
