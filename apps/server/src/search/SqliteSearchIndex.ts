import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type {
  SearchDocument,
  SearchHits,
  SearchIndex,
  SearchOptions,
  SimilarQuery,
} from './SearchIndex.ts';
import { indexTokens, queryTokens } from './searchTokens.ts';

/** FTS5 phrase syntax: tokens are letters and digits only, but quote them anyway. */
function phrase(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

export class SqliteSearchIndex implements SearchIndex {
  constructor(private readonly db: Kysely<Database>) {}

  async index(doc: SearchDocument): Promise<void> {
    await sql`DELETE FROM search_fts WHERE rowid = ${doc.contentId}`.execute(this.db);
    await sql`INSERT INTO search_fts (rowid, title, body) VALUES (${doc.contentId}, ${indexTokens(doc.title).join(' ')}, ${indexTokens(doc.body).join(' ')})`.execute(
      this.db,
    );
  }

  async remove(contentIds: readonly number[]): Promise<void> {
    for (const id of contentIds)
      await sql`DELETE FROM search_fts WHERE rowid = ${id}`.execute(this.db);
  }

  async search(options: SearchOptions): Promise<SearchHits> {
    const tokens = queryTokens(options.query);
    if (tokens.length === 0) return { ids: [], total: 0 };
    const anywhere = tokens.map(phrase).join(' AND ');
    const inTitle = tokens.map((t) => `title : ${phrase(t)}`).join(' AND ');
    const typeFilter = options.publishType
      ? sql`AND c.publish_type = ${options.publishType}`
      : sql``;
    const where = sql`search_fts MATCH ${anywhere} AND c.site_id = ${options.siteId} AND c.status = 'published' AND c.publish_date <= ${options.now} ${typeFilter}`;
    const { pageNo, pageSize } = options.paging;
    // The filter index (migration 0007) answers site, status, date and type without reading
    // the items' rows; SQLite's planner would otherwise look each match up in the table.
    const matches = sql`search_fts CROSS JOIN content c INDEXED BY content_search_filter ON c.id = search_fts.rowid`;
    // One pass: the window count gives the total of all matches alongside the page.
    const rows = await sql<{ id: number; total: number }>`
      SELECT c.id AS id, count(*) OVER () AS total
      FROM ${matches}
      WHERE ${where}
      ORDER BY (c.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${inTitle})) DESC,
               c.publish_date DESC, c.id DESC
      LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`.execute(this.db);
    const first = rows.rows[0];
    if (first || pageNo === 1) return { ids: rows.rows.map((r) => r.id), total: first?.total ?? 0 };
    // Past the last page the window has no row to report on: count on its own.
    const count = await sql<{ n: number }>`
      SELECT count(*) AS n FROM ${matches} WHERE ${where}`.execute(this.db);
    return { ids: [], total: count.rows[0]?.n ?? 0 };
  }

  async suggestTitles(
    siteId: number,
    prefix: string,
    now: string,
    limit: number,
  ): Promise<string[]> {
    const tokens = queryTokens(prefix);
    const last = tokens.at(-1);
    if (last === undefined) return [];
    // The last word may be unfinished: match it as a prefix.
    const match = [...tokens.slice(0, -1).map(phrase), `${phrase(last)}*`]
      .map((t) => `title : ${t}`)
      .join(' AND ');
    const rows = await sql<{ title: string }>`
      SELECT c.title AS title FROM search_fts CROSS JOIN content c ON c.id = search_fts.rowid
      WHERE search_fts MATCH ${match} AND c.site_id = ${siteId} AND c.status = 'published' AND c.publish_date <= ${now}
      ORDER BY c.publish_date DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map((r) => r.title);
  }

  async similar(query: SimilarQuery): Promise<number[]> {
    if (query.terms.length === 0) return [];
    const anyTerm = query.terms.map(phrase).join(' OR ');
    // bm25 is lower for better matches; a title's terms weigh twice a body's.
    const rows = await sql<{ id: number }>`
      SELECT c.id AS id FROM search_fts CROSS JOIN content c ON c.id = search_fts.rowid
      WHERE search_fts MATCH ${anyTerm} AND c.site_id = ${query.siteId} AND c.status = 'published'
        AND c.publish_date <= ${query.now} AND c.id <> ${query.excludeId}
      ORDER BY bm25(search_fts, 2.0, 1.0), c.publish_date DESC, c.id DESC
      LIMIT ${query.limit}`.execute(this.db);
    return rows.rows.map((r) => r.id);
  }
}
