import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';
import { listPageSchema, PAGE_SIZE_MAX, queryIntSchema } from '../envelope.ts';
import { SITE_LANGS } from '../sites.ts';

/** One line of the audit log: who did what to what, when, with the state before and after. */
export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  /** staff | system | cli */
  actorType: z.enum(['staff', 'system', 'cli']),
  actorName: z.string(),
  /** `<area>.<verb>`: content.save, content.publish, staff.create, session.signIn, ... */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  site: z.nullable(z.enum(SITE_LANGS)),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryListSchema = z.array(auditEntrySchema);

/** Filters of the audit log screen and its CSV export. */
export const auditQuerySchema = z.object({
  site: z.optional(z.enum(SITE_LANGS)),
  /** Who: a staff member's username, `scheduler`, or the operator's login name. */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** What: an action (`comment.hide`) or an area (`comment`). */
  action: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  targetType: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  targetId: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  /** From this day or time on, until before that one. */
  from: z.optional(z.union([z.iso.date(), z.iso.datetime({ offset: true })])),
  to: z.optional(z.union([z.iso.date(), z.iso.datetime({ offset: true })])),
  pageNo: queryIntSchema(1, 100_000, 1),
  pageSize: queryIntSchema(1, PAGE_SIZE_MAX, 20),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditPageSchema = listPageSchema(auditEntrySchema);
