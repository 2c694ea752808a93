import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AuditRepository } from '../../repositories/AuditRepository.ts';
import type { Actor } from './Actor.ts';

export interface AuditEntry {
  action: string;
  target: { type: string; id: string | number };
  siteId?: number | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/**
 * Writes who did what, when, to what, with the state before and after, into the audit log.
 * Given the transaction that made the change, the entry commits or rolls back with it.
 */
export class AuditTrail {
  constructor(private readonly now: () => string) {}

  async record(db: Kysely<Database>, actor: Actor, entry: AuditEntry): Promise<void> {
    await new AuditRepository(db).append({
      created_at: this.now(),
      actor_type: actor.type,
      actor_id: actor.type === 'staff' ? actor.id : null,
      actor_name: actor.name,
      action: entry.action,
      target_type: entry.target.type,
      target_id: String(entry.target.id),
      site_id: entry.siteId ?? null,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: entry.requestId ?? '',
    });
  }
}
