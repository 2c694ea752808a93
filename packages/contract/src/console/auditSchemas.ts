import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';
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
