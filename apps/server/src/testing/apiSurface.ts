import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Path without the site prefix. */
  path: string;
  /** Every query and body field the call documents, plus the ids most calls take. */
  fields: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: {
          content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
}

/**
 * Every call the running server describes in `/openapi.json`, with its fields, except the
 * messaging app's sign-in: it redirects to the provider, which tests configure only against a
 * local fake (uploadAndWechat.test.ts).
 */
export async function listApiRoutes(baseUrl: string): Promise<ApiRoute[]> {
  const doc = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApiDocument;
  const routes: ApiRoute[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = Object.keys(
        op.requestBody?.content['application/json']?.schema.properties ?? {},
      );
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        fields: [...new Set([...query, ...body, 'id', 'contentId', 'pageNo', 'pageSize'])],
      });
    }
  }
  return routes.filter((r) => !r.path.includes('wxOfficialAccount'));
}

/** Tables a reader's request can write to: a refused request must leave their counts alone. */
export const WRITABLE_TABLES = [
  'users',
  'sessions',
  'comments',
  'comment_likes',
  'attention_logs',
  'reports',
  'feedback',
  'messages',
  'shares',
  'content',
] as const;

export async function tableCounts(db: Kysely<Database>): Promise<number[]> {
  return Promise.all(
    WRITABLE_TABLES.map(async (t) => {
      const r = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(db);
      return r.rows[0]?.n ?? 0;
    }),
  );
}
