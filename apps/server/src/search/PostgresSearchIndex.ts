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

/** A tsquery literal from tokens: each lexeme quoted verbatim, all required; `weight` limits it to a part. */
function tsquery(tokens: readonly string[], weight = '', prefixLast = false): string {
  return tokens
    .map((t, i) => {
      const quoted = quoteLexeme(t);
      const star = prefixLast && i === tokens.length - 1 ? '*' : '';
      return weight || star ? `${quoted}:${star}${weight}` : quoted;
    })
    .join(' & ');
}

const MAX_POSITION = 16_383;

function quoteLexeme(token: string): string {
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * A tsvector literal with positions, title lexemes weighted A and body lexemes D. Written out
 * rather than parsed by to_tsvector, so PostgreSQL keeps exactly our tokens whatever its locale.
 */
function tsvectorLiteral(title: readonly string[], body: readonly string[]): string {
  const parts: string[] = [];
  let position = 0;
  for (const [tokens, weight] of [
    [title, 'A'],
    [body, 'D'],
  ] as const) {
    for (const token of tokens) {
      position = Math.min(position + 1, MAX_POSITION);
      parts.push(`${quoteLexeme(token)}:${String(position)}${weight}`);
    }
  }
  return parts.join(' ');
}

export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: Kysely<Database>) {}

  async index(doc: SearchDocument): Promise<void> {
    const tsv = tsvectorLiteral(indexTokens(doc.title), indexTokens(doc.body));
    await sql`
      INSERT INTO search_documents (content_id, tsv) VALUES (${doc.contentId}, ${tsv}::tsvector)
      ON CONFLICT (content_id) DO UPDATE SET tsv = EXCLUDED.tsv`.execute(this.db);
  }

  async remove(contentIds: readonly number[]): Promise<void> {
    if (contentIds.length === 0) return;
    await sql`DELETE FROM search_documents WHERE content_id IN (${sql.join(contentIds)})`.execute(
      this.db,
    );
  }

  async search(options: SearchOptions): Promise<SearchHits> {
    const tokens = queryTokens(options.query);
    if (tokens.length === 0) return { ids: [], total: 0 };
    const typeFilter = options.publishType
      ? sql`AND c.publish_type = ${options.publishType}`
      : sql``;
    const where = sql`s.tsv @@ ${tsquery(tokens)}::tsquery AND c.site_id = ${options.siteId} AND c.status = 'published' AND c.publish_date <= ${options.now} ${typeFilter}`;
    const { pageNo, pageSize } = options.paging;
    const rows = await sql<{ id: number; total: number }>`
      SELECT c.id AS id, count(*) OVER ()::int AS total
      FROM search_documents s JOIN content c ON c.id = s.content_id
      WHERE ${where}
      ORDER BY (s.tsv @@ ${tsquery(tokens, 'A')}::tsquery) DESC, c.publish_date DESC, c.id DESC
      LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`.execute(this.db);
    const first = rows.rows[0];
    if (first || pageNo === 1) return { ids: rows.rows.map((r) => r.id), total: first?.total ?? 0 };
    const count = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM search_documents s JOIN content c ON c.id = s.content_id WHERE ${where}`.execute(
      this.db,
    );
    return { ids: [], total: count.rows[0]?.n ?? 0 };
  }

  async suggestTitles(
    siteId: number,
    prefix: string,
    now: string,
    limit: number,
  ): Promise<string[]> {
    const tokens = queryTokens(prefix);
    if (tokens.length === 0) return [];
    const rows = await sql<{ title: string }>`
      SELECT c.title AS title FROM search_documents s JOIN content c ON c.id = s.content_id
      WHERE s.tsv @@ ${tsquery(tokens, 'A', true)}::tsquery AND c.site_id = ${siteId} AND c.status = 'published' AND c.publish_date <= ${now}
      ORDER BY c.publish_date DESC LIMIT ${limit}`.execute(this.db);
    return rows.rows.map((r) => r.title);
  }

  async similar(query: SimilarQuery): Promise<number[]> {
    if (query.terms.length === 0) return [];
    const anyTerm = query.terms.map(quoteLexeme).join(' | ');
    const rows = await sql<{ id: number }>`
      SELECT c.id AS id FROM search_documents s JOIN content c ON c.id = s.content_id
      WHERE s.tsv @@ ${anyTerm}::tsquery AND c.site_id = ${query.siteId} AND c.status = 'published'
        AND c.publish_date <= ${query.now} AND c.id <> ${query.excludeId}
      ORDER BY ts_rank(s.tsv, ${anyTerm}::tsquery) DESC, c.publish_date DESC, c.id DESC
      LIMIT ${query.limit}`.execute(this.db);
    return rows.rows.map((r) => r.id);
  }
}
