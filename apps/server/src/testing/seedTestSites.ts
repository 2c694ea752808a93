import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';

/** The demo content of the given sites in a test database (its generated pictures thrown away). */
export async function seedTestSites(
  database: DatabaseHandle,
  langs: readonly SiteLang[] = ['en'],
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'news-seed-'));
  try {
    await seedDemoContent(database.db, {
      dataDir: dir,
      dialect: database.dialect,
      sites: langs.map((lang) => siteByLang(lang)),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
