import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { SITE_LANGS, siteByLang, type SiteLang } from '@news/contract/sites';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { VersionsRepository } from '../repositories/VersionsRepository.ts';

/** The advisory lock's key: any number no other lock of ours uses ("news" in ASCII). */
const DEMO_VERSIONS_LOCK = 0x6e657773;

/**
 * The demo's stories written in several languages (`content/versions.json`): each names its item
 * on each site by key, the original first; the others were translated from it.
 */
const demoVersionsSchema = z.object({
  stories: z
    .array(z.partialRecord(z.enum(SITE_LANGS), z.string().regex(/^[a-z0-9-]+$/)))
    .refine((stories) => stories.every((story) => Object.keys(story).length >= 2), {
      message: 'a story has versions on two sites at least',
    }),
});

function loadDemoVersions(): Partial<Record<SiteLang, string>>[] {
  const file = join(import.meta.dirname, 'content', 'versions.json');
  if (!existsSync(file)) return [];
  return demoVersionsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).stories;
}

/**
 * Links the demo's language versions of one story (issue 28) among the sites seeded so far, the
 * original as the others' source. A story whose items are all linked already is left as it is,
 * so running it on every start changes nothing; one that lost an item (its site seeded again)
 * is linked afresh. Answers how many stories it linked. Call it inside a transaction: the lock
 * it takes on PostgreSQL lasts until the transaction ends.
 */
export async function linkDemoVersions(
  db: Kysely<Database>,
  dialect: DialectName,
  now: Date,
): Promise<number> {
  // Servers of a cluster starting together may each have seeded a site and link at once: the
  // first takes a lock held to the end of its transaction, so the others wait here and then find
  // the stories linked. (A SQLite file belongs to one server: nothing to wait for.)
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${DEMO_VERSIONS_LOCK})`.execute(db);
  const versions = new VersionsRepository(db);
  let linked = 0;
  for (const story of loadDemoVersions()) {
    const items: { id: number; siteId: number }[] = [];
    for (const [lang, key] of Object.entries(story) as [SiteLang, string][]) {
      const siteId = siteByLang(lang).id;
      const row = await db
        .selectFrom('content')
        .select('id')
        .where('site_id', '=', siteId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (row) items.push({ id: row.id, siteId });
    }
    const [original] = items;
    if (!original || items.length < 2) continue;
    const rows = await Promise.all(items.map((item) => versions.find(item.id)));
    const groups = new Set(rows.map((row) => row?.group_id));
    if (groups.size === 1 && rows.every((row) => row !== undefined)) continue;
    await versions.removeItems(items.map((item) => item.id));
    const groupId = await versions.newGroup(now.toISOString());
    for (const item of items)
      await versions.add({
        content_id: item.id,
        group_id: groupId,
        site_id: item.siteId,
        // Made from the original before revisions were kept: no revision to compare with.
        source_id: item === original ? null : original.id,
        source_revision: null,
        linked_at: now.toISOString(),
      });
    linked += 1;
  }
  return linked;
}
