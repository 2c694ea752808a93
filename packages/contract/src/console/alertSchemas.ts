import { z } from 'zod/mini';
import { idTextSchema } from '../contentSchemas.ts';
import {
  ALERT_LINE_MAX,
  ALERT_SUBJECTS_MAX,
  ALERT_TITLE_MAX,
  alertSubjectSchema,
} from '../alertSchemas.ts';

/**
 * An alert an editor sends for a published item (issue 29): its words, and who is told —
 * everyone on the site who asked for breaking news, and/or the readers who asked for alerts
 * about the item's channel, topic, tags or author (at least one of the two).
 */
export const alertSendBodySchema = z.object({
  contentId: idTextSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(ALERT_TITLE_MAX)),
  line: z.string().check(z.trim(), z.minLength(1), z.maxLength(ALERT_LINE_MAX)),
  breaking: z.boolean(),
  subjects: z.array(alertSubjectSchema).check(z.maxLength(ALERT_SUBJECTS_MAX)),
  /** `high` wakes a sleeping phone; `normal` lets it wait for the next wake. */
  urgency: z._default(z.enum(['normal', 'high']), 'high'),
});

/** What the reader's notification will show, and how many subscriptions it would reach now. */
export const alertPreviewSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  reach: z.number(),
});

/** A sent alert with its counts (no per-reader tracking): queued, sent, failed, gone, waiting. */
export const alertSummarySchema = z.object({
  id: z.number(),
  contentId: z.number(),
  title: z.string(),
  line: z.string(),
  url: z.string(),
  breaking: z.boolean(),
  subjects: z.array(alertSubjectSchema),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  gone: z.number(),
  pending: z.number(),
  createdAt: z.string(),
});

export const alertListSchema = z.object({
  list: z.array(alertSummarySchema),
  /** The hourly budget of the site and what is left of it now. */
  perHour: z.number(),
  left: z.number(),
});
