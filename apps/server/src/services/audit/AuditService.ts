import type { AuditEntry } from '@news/contract/console/auditSchemas';
import type { ListPage, Paging } from '@news/contract/envelope';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { toAuditEntry } from './auditEntries.ts';
import type { AuditFilter } from '../../repositories/AuditRepository.ts';
import type { Repositories } from '../Repositories.ts';

export interface AuditQuery {
  site?: SiteLang | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A day (`2026-11-24`) means its start; a time is taken as given. */
function instant(value: string | undefined, endOfDay: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00.000Z`);
    return new Date(endOfDay ? start + 86_400_000 : start).toISOString();
  }
  return new Date(value).toISOString();
}

function filterOf(query: AuditQuery): AuditFilter {
  return {
    ...(query.site ? { siteIds: [siteByLang(query.site).id] } : {}),
    ...(query.actor ? { actorName: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.targetId ? { targetId: query.targetId } : {}),
    ...(query.from ? { since: instant(query.from, false) } : {}),
    // A day given as the end includes that whole day.
    ...(query.to ? { until: instant(query.to, true) } : {}),
  };
}

/** Rows read per query when exporting: an export of any length keeps memory flat. */
const EXPORT_PAGE = 1000;

/**
 * The audit log as admins read it: filtered by site, who, what, target and time, page by page or
 * exported whole. Nothing here writes: entries are added only by the actions they record, and the
 * database refuses to change or delete them.
 */
export class AuditService {
  constructor(private readonly repos: Pick<Repositories, 'audit'>) {}

  async list(query: AuditQuery & Paging): Promise<ListPage<AuditEntry>> {
    const repo = this.repos.audit;
    const filter = filterOf(query);
    const [rows, total] = await Promise.all([
      repo.list(filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
      repo.count(filter),
    ]);
    return { rows: rows.map(toAuditEntry), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** Every matching entry, newest first, a page of the database at a time. */
  async *export(query: AuditQuery): AsyncGenerator<AuditEntry> {
    const repo = this.repos.audit;
    const filter = filterOf(query);
    let before: number | undefined;
    for (;;) {
      const rows = await repo.pageBefore(filter, EXPORT_PAGE, before);
      for (const row of rows) yield toAuditEntry(row);
      if (rows.length < EXPORT_PAGE) return;
      before = rows[rows.length - 1]?.id;
    }
  }
}
