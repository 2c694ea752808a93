import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  siteIds?: readonly number[];
  actorId?: number;
  action?: string;
  since?: string;
}

/**
 * The audit log: rows are only ever added (the database refuses changes to them), so this
 * repository has no update or delete.
 */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async append(row: NewAuditRow): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }

  /** Newest first. */
  async list(filter: AuditFilter, limit: number, offset = 0): Promise<AuditRow[]> {
    let query = this.db.selectFrom('audit_log').selectAll();
    if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
    if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
    if (filter.siteIds !== undefined)
      query = query.where('site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1]);
    if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
    return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }
}
