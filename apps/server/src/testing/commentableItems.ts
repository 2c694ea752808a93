import type { Kysely } from 'kysely';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { Database } from '../db/schema.ts';

/**
 * The ids of the first published items of a site that readers may comment on (oldest first), of
 * one publish type if given: what a test comments on, reports or moderates. Fails when there are
 * fewer than `count`, so a test never runs on nothing.
 */
export async function commentableItems(
  db: Kysely<Database>,
  lang: SiteLang,
  options: { count?: number; publishType?: string } = {},
): Promise<string[]> {
  const count = options.count ?? 1;
  let query = db
    .selectFrom('content')
    .select('id')
    .where('site_id', '=', siteByLang(lang).id)
    .where('status', '=', 'published')
    .where('comment_enabled', '=', 1);
  if (options.publishType) query = query.where('publish_type', '=', options.publishType);
  const rows = await query.orderBy('id').limit(count).execute();
  if (rows.length < count)
    throw new Error(
      `${lang}: ${String(rows.length)} items open for comments, not ${String(count)}`,
    );
  return rows.map((row) => String(row.id));
}
