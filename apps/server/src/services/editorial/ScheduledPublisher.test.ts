import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { AuditTrail } from '../audit/AuditTrail.ts';
import { transactionsOver } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { channelOf } from '../../testing/itemDocuments.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../../testing/testDatabases.ts';
import { ScheduledPublisher } from './ScheduledPublisher.ts';

describe.each(testEngines())('scheduled publishing on $name', (engine) => {
  let database: TestDatabase;
  const at = (iso: string): Clock => ({ date: () => new Date(iso), iso: () => iso });

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    const channel = Number(await channelOf(database, 'en'));
    await database.db
      .insertInto('content')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          site_id: siteByLang('en').id,
          category_id: channel,
          key: `scheduled-${String(i)}`,
          publish_type: 'TUWEN',
          title: `Scheduled ${String(i)}`,
          status: 'scheduled',
          // Ten are due at 10:00, ten at 11:00, ten at noon.
          publish_date: `2026-12-01T${String(10 + (i % 3))}:00:00.000Z`,
          created_at: '2026-11-30T00:00:00.000Z',
          updated_at: '2026-11-30T00:00:00.000Z',
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('publishes each due item once when several servers run the scheduler at the same moment', async () => {
    let emptied = 0;
    const clock = at('2026-12-01T11:30:00.000Z');
    const publishers = Array.from(
      { length: 4 },
      () =>
        new ScheduledPublisher(transactionsOver(database), new AuditTrail(clock), clock, () => {
          emptied += 1;
        }),
    );
    const runs = await Promise.all(publishers.map((p) => p.tick()));
    const published = runs.flat();
    expect(published).toHaveLength(20);
    expect(new Set(published).size).toBe(20);
    expect(emptied).toBeGreaterThanOrEqual(1);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['target_id', 'actor_name'])
      .where('action', '=', 'content.publish')
      .execute();
    expect(audit).toHaveLength(20);
    expect(new Set(audit.map((a) => a.target_id)).size).toBe(20);
    const left = await database.db
      .selectFrom('content')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'scheduled')
      .executeTakeFirstOrThrow();
    expect(left.n).toBe(10);
  });

  it('leaves the audit log append-only: the database refuses to change or delete a line', async () => {
    await expect(
      database.db.updateTable('audit_log').set({ actor_name: 'someone else' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
