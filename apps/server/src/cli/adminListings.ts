import type { DatabaseHandle } from '../db/database.ts';
import {
  InteractionRepository,
  type FeedbackRow,
  type ListingPage,
  type ReportRow,
} from '../repositories/InteractionRepository.ts';
import { UsersRepository, type UserRow } from '../repositories/UsersRepository.ts';
import {
  escapeControlCharacters as shown,
  escapeControlCharactersInJson,
} from '../content/controlCharacterText.ts';
import type { CliOutput } from './CliOutput.ts';

/** Rows read from the database per query: a listing of any length keeps its memory flat. */
const PAGE_SIZE = 500;

export interface ListingOptions {
  /** One JSON object per line, for scripts. */
  json: boolean;
  /** At most this many rows. */
  limit: number | undefined;
  /** Only rows from this ISO time on. */
  since: string | undefined;
}

/** `--json`, `--limit N` and `--since <date>`; a message for the operator when one is wrong. */
export function parseListingOptions(args: string[]): ListingOptions | string {
  const options: ListingOptions = { json: false, limit: undefined, since: undefined };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--json') options.json = true;
    else if (arg === '--limit') {
      if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) < 1)
        return `--limit takes a whole number of rows, 1 or more (got ${value ?? 'nothing'})`;
      options.limit = Number(value);
      i += 1;
    } else if (arg === '--since') {
      const time = value === undefined ? Number.NaN : Date.parse(value);
      if (value === undefined || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time))
        return `--since takes a date or date and time such as 2026-11-24 or 2026-11-24T08:00:00Z (got ${value ?? 'nothing'})`;
      options.since = new Date(time).toISOString();
      i += 1;
    } else return `unknown option ${arg ?? ''}`;
  }
  return options;
}

/**
 * Writes a listing a page at a time, each row as the operator reads it or as a JSON line, and
 * returns how many rows it wrote.
 */
async function stream<Row>(
  out: CliOutput,
  options: ListingOptions,
  fetchPage: (page: ListingPage, last: Row | undefined) => Promise<Row[]>,
  asText: (row: Row) => string,
  asJson: (row: Row) => Record<string, unknown>,
): Promise<number> {
  let written = 0;
  let last: Row | undefined;
  for (;;) {
    const wanted =
      options.limit === undefined ? PAGE_SIZE : Math.min(PAGE_SIZE, options.limit - written);
    if (wanted <= 0) break;
    const rows = await fetchPage({ size: wanted, since: options.since }, last);
    for (const row of rows)
      await out.line(
        options.json ? escapeControlCharactersInJson(JSON.stringify(asJson(row))) : asText(row),
      );
    written += rows.length;
    last = rows[rows.length - 1];
    if (rows.length < wanted) break;
  }
  return written;
}

export async function listFeedback(
  database: DatabaseHandle,
  out: CliOutput,
  options: ListingOptions,
): Promise<number> {
  const repository = new InteractionRepository(database.db);
  return stream<FeedbackRow>(
    out,
    options,
    (page, last) => repository.feedbackPage({ ...page, before: last?.id }),
    // Readers' text escaped whole, its tabs and line breaks too: one row, one line, its columns.
    (f) => `#${String(f.id)}\t${f.created_at}\t${shown(f.contact || '-')}\t${shown(f.body)}`,
    (f) => ({
      id: f.id,
      createdAt: f.created_at,
      siteId: f.site_id,
      userId: f.user_id,
      contact: f.contact,
      body: f.body,
    }),
  );
}

export async function listReports(
  database: DatabaseHandle,
  out: CliOutput,
  options: ListingOptions,
): Promise<number> {
  const repository = new InteractionRepository(database.db);
  return stream<ReportRow>(
    out,
    options,
    (page, last) => repository.reportsPage({ ...page, before: last?.id }),
    (r) =>
      `#${String(r.id)}\t${shown(r.target_type)} ${String(r.target_id)}\t${shown(r.reason)}\tby user ${String(r.user_id)}\t${r.created_at}\t${shown(r.detail)}`,
    (r) => ({
      id: r.id,
      createdAt: r.created_at,
      siteId: r.site_id,
      userId: r.user_id,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      status: r.status,
      detail: r.detail,
    }),
  );
}

/** Registrations awaiting review (`pending`) or deactivation requests (`deactivating`). */
export async function listAccounts(
  database: DatabaseHandle,
  out: CliOutput,
  options: ListingOptions,
  status: 'pending' | 'deactivating',
): Promise<number> {
  const repository = new UsersRepository(database.db);
  const dated = status === 'pending' ? 'created_at' : 'deactivation_requested_at';
  return stream<UserRow>(
    out,
    options,
    (page, last) => repository.byStatusPage(status, { ...page, after: last?.id }, dated),
    (u) =>
      `${shown(u.username)}\tregistered ${u.created_at}${u.deactivation_requested_at ? `\tasked ${u.deactivation_requested_at}` : ''}`,
    // Never the hashes or personal data: what the operator needs to act on the request.
    (u) => ({
      username: u.username,
      registeredAt: u.created_at,
      deactivationRequestedAt: u.deactivation_requested_at,
    }),
  );
}
