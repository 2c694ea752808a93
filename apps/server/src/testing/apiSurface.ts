import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { alertsStream } from '@news/contract/endpoints/alertsEndpoints';
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
 * Every call the running server describes in `/openapi.json`, with its fields, except the alert
 * stream (it never ends) and the messaging app's sign-in unless `withProviderRedirects`: it redirects to the provider, which
 * only a server configured against a local fake can do (uploadAndWechat.test.ts,
 * propertyFuzz.test.ts).
 */
export async function listApiRoutes(
  baseUrl: string,
  options: { withProviderRedirects?: boolean } = {},
): Promise<ApiRoute[]> {
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
  // The in-app alert stream answers with events for as long as the client stays: a walker that
  // reads each answer to its end would wait forever (alertRoutes.test.ts covers it).
  const finite = routes.filter((r) => r.path !== alertsStream.path);
  return options.withProviderRedirects
    ? finite
    : finite.filter((r) => !r.path.includes('wxOfficialAccount'));
}

/** Tables a reader's request can write to: a refused request must leave their counts alone. */
const WRITABLE_TABLES = [
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
  'access_statistics',
  'alert_subscriptions',
  'alert_subscription_subjects',
] as const;

export async function tableCounts(db: Kysely<Database>): Promise<number[]> {
  return Promise.all(
    WRITABLE_TABLES.map(async (t) => {
      const r = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(db);
      return r.rows[0]?.n ?? 0;
    }),
  );
}

export interface TableSnapshot {
  counts: Record<string, number>;
  /** SHA-256 over every row of every writable table, in a stable order. */
  digest: string;
}

/** Columns no reader's call writes and that are most of the bytes: left out of the digest. */
const UNDIGESTED_COLUMNS = new Set(['body_html']);
const digestedColumns = new WeakMap<Kysely<Database>, Promise<Map<string, string[]>>>();

function columnsOf(db: Kysely<Database>): Promise<Map<string, string[]>> {
  let columns = digestedColumns.get(db);
  if (!columns) {
    columns = db.introspection
      .getTables()
      .then(
        (tables) =>
          new Map(
            tables.map((t) => [
              t.name,
              t.columns.map((c) => c.name).filter((name) => !UNDIGESTED_COLUMNS.has(name)),
            ]),
          ),
      );
    digestedColumns.set(db, columns);
  }
  return columns;
}

/**
 * Row counts and a digest of the rows of the writable tables, so a refused request that changed
 * a row without adding one is caught too.
 */
export async function tableSnapshot(db: Kysely<Database>): Promise<TableSnapshot> {
  const columns = await columnsOf(db);
  const tables = await Promise.all(
    WRITABLE_TABLES.map(async (table) => {
      const names = (columns.get(table) ?? []).map((name) => sql.ref(name));
      const { rows } = await sql<
        Record<string, unknown>
      >`SELECT ${sql.join(names)} FROM ${sql.table(table)}`.execute(db);
      return [table, rows] as const;
    }),
  );
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const [table, rows] of tables) {
    counts[table] = rows.length;
    const lines = rows.map((row) =>
      JSON.stringify(row, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    );
    hash.update(`${table}\n${lines.sort().join('\n')}\n`);
  }
  return { counts, digest: hash.digest('hex') };
}
