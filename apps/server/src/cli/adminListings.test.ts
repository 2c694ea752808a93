import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli as admin } from '../testing/runAdminCli.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';

const FEEDBACK = 5_000;
const RUNS = 4;

const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

describe.each(testEngines())('the operator CLI’s listings on $name', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    // 5,000 messages, one a minute back from a fixed time, in batches as a busy site gets them.
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    for (let batch = 0; batch < FEEDBACK; batch += 500) {
      await database.db
        .insertInto('feedback')
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            user_id: null,
            site_id: 38,
            body: `Message ${String(batch + i + 1)}: the tram timetable\tis wrong`,
            contact: i % 3 === 0 ? '' : `reader${String(i)}@example.com`,
            created_at: new Date(start + (batch + i) * 60_000).toISOString(),
          })),
        )
        .execute();
    }
  }, 180_000);
  afterAll(async () => {
    await database.close();
  });

  it('writes all 5,000 feedback lines to a pipe every time, as text and as JSON', async () => {
    // Ten runs of each format, two of each at a time: the pipes are read while other processes
    // compete for the machine, as a busy operator's scripts would.
    for (let i = 0; i < RUNS; i += 2) {
      const ran = await Promise.all([
        admin(database, ['feedback'], i === 0 ? 'npm' : 'node'),
        admin(database, ['feedback']),
        admin(database, ['feedback', '--json']),
        admin(database, ['feedback', '--json']),
      ]);
      for (const text of ran.slice(0, 2)) {
        expect(text.code, text.stderr).toBe(0);
        const textLines = lines(text.stdout);
        expect(textLines).toHaveLength(FEEDBACK);
        // Newest first, each line the operator's format.
        expect(textLines[0]).toMatch(/^#\d+\t2026-11-04T11:19:00\.000Z\t\S+\tMessage 5000: /);
      }
      for (const json of ran.slice(2)) {
        expect(json.code, json.stderr).toBe(0);
        const rows = lines(json.stdout).map(
          (line) => JSON.parse(line) as { id: number; body: string },
        );
        expect(rows).toHaveLength(FEEDBACK);
        expect(new Set(rows.map((row) => row.id)).size).toBe(FEEDBACK);
        expect(rows.at(-1)?.body).toBe('Message 1: the tram timetable\tis wrong');
      }
    }
  }, 600_000);

  it('takes --limit and --since, and refuses what is not a number or a date', async () => {
    const limited = await admin(database, ['feedback', '--json', '--limit', '7']);
    expect(lines(limited.stdout)).toHaveLength(7);

    // 2026-11-04T00:00:00Z is minute 4,320: the messages from there to the 5,000th.
    const since = await admin(database, ['feedback', '--since', '2026-11-04', '--json']);
    const recent = lines(since.stdout).map((line) => JSON.parse(line) as { createdAt: string });
    expect(recent).toHaveLength(FEEDBACK - 4_320);
    expect(recent.every((row) => row.createdAt >= '2026-11-04T00:00:00.000Z')).toBe(true);

    const both = await admin(database, [
      'feedback',
      '--since',
      '2026-11-04T10:00:00Z',
      '--limit',
      '1000',
    ]);
    expect(lines(both.stdout)).toHaveLength(FEEDBACK - 4_920);

    for (const bad of [
      ['feedback', '--limit', 'abc'],
      ['feedback', '--limit', '0'],
      ['feedback', '--since', 'yesterday'],
      ['reports', '--since'],
      ['pending', '--everything'],
    ]) {
      const refused = await admin(database, bad);
      expect(refused.code, bad.join(' ')).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(/--limit takes|--since takes|unknown option/);
    }
  }, 120_000);

  it('says when a listing is empty, except to a script reading JSON', async () => {
    const text = await admin(database, ['reports']);
    expect(text).toMatchObject({ code: 0, stdout: 'no reports\n' });
    const json = await admin(database, ['deactivations', '--json']);
    expect(json).toMatchObject({ code: 0, stdout: '' });
  }, 60_000);
});
