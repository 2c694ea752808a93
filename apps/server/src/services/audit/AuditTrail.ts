import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
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
 * Given the transaction's repositories that made the change, the entry commits or rolls back
 * with it.
 */
export class AuditTrail {
  constructor(private readonly clock: Clock) {}

  async record(tx: Pick<Repositories, 'audit'>, actor: Actor, entry: AuditEntry): Promise<void> {
    await tx.audit.append({
      created_at: this.clock.iso(),
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
