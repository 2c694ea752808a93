import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';
import { SITE_LANGS } from '../sites.ts';
import { queueCountsSchema } from './moderationSchemas.ts';

export const DASHBOARD_DAYS_MAX = 90;

export const dashboardQuerySchema = z.object({
  /** One of the staff member's sites; all of them when absent. */
  site: z.optional(z.enum(SITE_LANGS)),
  days: z._default(z.coerce.number().check(z.int(), z.gte(7), z.lte(DASHBOARD_DAYS_MAX)), 14),
});

/** A count for each day (`YYYY-MM-DD`, UTC), oldest first, days without any included. */
export const dailyCountsSchema = z.array(z.object({ day: z.string(), count: z.int() }));
export type DailyCounts = z.infer<typeof dailyCountsSchema>;

export const mostReadSchema = z.array(
  z.object({ id: idSchema, site: z.enum(SITE_LANGS), title: z.string(), reads: z.int() }),
);
export type MostRead = z.infer<typeof mostReadSchema>;

export const dashboardSchema = z.object({
  /** The queues' sizes, for staff who moderate (null for the others). */
  queues: z.nullable(queueCountsSchema),
  registrationsPerDay: dailyCountsSchema,
  commentsPerDay: dailyCountsSchema,
  /** Reads counted since midnight UTC, and over the last seven days. */
  mostReadToday: mostReadSchema,
  mostReadWeek: mostReadSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
