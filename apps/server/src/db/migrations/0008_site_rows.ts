import type { Kysely, Migration } from 'kysely';
import { SITES } from '@news/contract/sites';

interface SitesOnly {
  sites: { id: number; lang: string; name: string; app_url: string; seeded_at: string | null };
}

/**
 * The five sites are fixed by the contract (each has its API prefix), but their rows were only
 * written by the demo seed: a server started without it (SEED_ON_START=false, content imported
 * later) failed every write that names its site, such as a page view, with a foreign-key error.
 * Every site now has its row from the start; the seed or an import fills in its name later.
 */
export function siteRowsMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>): Promise<void> {
      const db = untyped as Kysely<SitesOnly>;
      const existing = new Set(
        (await db.selectFrom('sites').select('id').execute()).map((r) => r.id),
      );
      const missing = SITES.filter((site) => !existing.has(site.id));
      if (missing.length === 0) return;
      await db
        .insertInto('sites')
        .values(
          missing.map((site) => ({
            id: site.id,
            lang: site.lang,
            name: site.nativeName,
            app_url: '',
            seeded_at: null,
          })),
        )
        .execute();
    },
    async down(): Promise<void> {
      // Rows other tables point at cannot be taken away again; nothing to undo.
    },
  };
}
