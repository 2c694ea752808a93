import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  siteIds?: readonly number[];
  actorId?: number;
  actorName?: string;
  /** An action (`comment.hide`), or an area (`comment`) for all of its actions. */
  action?: string;
  since?: string;
  /** Before this time. */
  until?: string;
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

  private matching(filter: AuditFilter) {
    let query = this.db.selectFrom('audit_log');
    if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
    if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
    if (filter.siteIds !== undefined)
      query = query.where('site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1]);
    if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
    if (filter.actorName !== undefined) query = query.where('actor_name', '=', filter.actorName);
    const action = filter.action;
    if (action !== undefined)
      query = action.includes('.')
        ? query.where('action', '=', action)
        : query.where((eb) =>
            eb(
              eb.fn('substr', ['action', eb.val(1), eb.val(action.length + 1)]),
              '=',
              `${action}.`,
            ),
          );
    if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
    if (filter.until !== undefined) query = query.where('created_at', '<', filter.until);
    return query;
  }

  /** Newest first. */
  async list(filter: AuditFilter, limit: number, offset = 0): Promise<AuditRow[]> {
    return this.matching(filter)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(filter: AuditFilter): Promise<number> {
    const row = await this.matching(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Newest first, one page at a time: `beforeId` is the last id of the previous page. */
  async pageBefore(filter: AuditFilter, size: number, beforeId?: number): Promise<AuditRow[]> {
    let query = this.matching(filter).selectAll();
    if (beforeId !== undefined) query = query.where('id', '<', beforeId);
    return query.orderBy('id', 'desc').limit(size).execute();
  }
}
