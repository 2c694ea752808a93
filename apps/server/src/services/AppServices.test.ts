import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { loadConfig } from '../config.ts';
import { MemoryShortLivedStore } from '../state/MemoryShortLivedStore.ts';
import { createMediaStore } from '../upload/createMediaStore.ts';
import { testEngines } from '../testing/testDatabases.ts';
import { useServices } from '../testing/useServices.ts';
import { createServices } from './AppServices.ts';

const site = siteByLang('en');

describe.each(testEngines())('createServices on $name', (engine) => {
  const fixture = useServices(engine);

  it('stamps what the services store with the clock it is given', async () => {
    fixture.data.clock.advance(123_456);
    await fixture.services.interactions.feedback(site, undefined, {
      content: 'Hello',
      contact: '',
    });
    const row = await fixture.data.db
      .selectFrom('feedback')
      .select('created_at')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(fixture.data.clock.iso());
  });

  it('keeps the password and data keys in the data directory: services made again use the same ones', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'news-keys-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const first = createServices(
        config,
        fixture.data.database,
        new MemoryShortLivedStore(),
        createMediaStore(config, fixture.data.database),
      );
      const again = createServices(
        config,
        fixture.data.database,
        new MemoryShortLivedStore(),
        createMediaStore(config, fixture.data.database),
      );
      expect(again.keys.publicKeyPem).toBe(first.keys.publicKeyPem);
      expect(again.keys.open(first.keys.seal('11010519491231002X'))).toBe('11010519491231002X');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes a comment and the counts it changes in one transaction: if a count fails, no comment is kept', async () => {
    const item = await fixture.data.rows.item();
    const reader = await fixture.reader();
    const { db } = fixture.data;
    // A trigger that refuses the item's comment count stands for any failure after the insert.
    if (fixture.data.database.dialect === 'sqlite') {
      await sql`CREATE TRIGGER refuse_count BEFORE UPDATE OF comment_count ON content BEGIN SELECT RAISE(ABORT, 'count refused'); END`.execute(
        db,
      );
    } else {
      await sql`CREATE FUNCTION refuse_count() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'count refused'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_count BEFORE UPDATE OF comment_count ON content FOR EACH ROW EXECUTE FUNCTION refuse_count()`.execute(
        db,
      );
    }
    try {
      await expect(
        fixture.services.comments.save(site, reader, { contentId: String(item), content: 'Lost?' }),
      ).rejects.toThrow(/count refused/);
      expect(await db.selectFrom('comments').select('id').execute()).toEqual([]);
    } finally {
      if (fixture.data.database.dialect === 'sqlite')
        await sql`DROP TRIGGER refuse_count`.execute(db);
      else {
        await sql`DROP TRIGGER refuse_count ON content`.execute(db);
        await sql`DROP FUNCTION refuse_count()`.execute(db);
      }
    }
    await fixture.services.comments.save(site, reader, {
      contentId: String(item),
      content: 'Kept',
    });
    expect(await db.selectFrom('comments').select('body').execute()).toEqual([{ body: 'Kept' }]);
  });
});
