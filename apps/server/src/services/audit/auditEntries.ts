import type { AuditEntry } from '@news/contract/console/auditSchemas';
import { siteById } from '@news/contract/sites';
import type { AuditRow } from '../../repositories/AuditRepository.ts';

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.created_at,
    actorType: row.actor_type === 'system' || row.actor_type === 'cli' ? row.actor_type : 'staff',
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    site: row.site_id === null ? null : (siteById(row.site_id)?.lang ?? null),
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
  };
}
