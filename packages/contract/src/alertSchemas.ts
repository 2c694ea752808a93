import { z } from 'zod/mini';

/** What a reader may ask to be alerted about besides breaking news (issue 29). */
export const ALERT_SUBJECT_KINDS = ['channel', 'topic', 'tag', 'author'] as const;
export type AlertSubjectKind = (typeof ALERT_SUBJECT_KINDS)[number];

/** Subjects one subscription may name: enough for a reader's follows, bounded for the queue. */
export const ALERT_SUBJECTS_MAX = 50;
export const ALERT_TITLE_MAX = 60;
export const ALERT_LINE_MAX = 140;

/** A channel, topic, tag or author: ids of channels and topics as text, tags and authors as written. */
export const alertSubjectSchema = z.object({
  kind: z.enum(ALERT_SUBJECT_KINDS),
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type AlertSubject = z.output<typeof alertSubjectSchema>;

/** What a subscription asks for: breaking news, and the subjects it wants alerts about. */
export const alertChoicesSchema = z.object({
  breaking: z.boolean(),
  subjects: z.array(alertSubjectSchema).check(z.maxLength(ALERT_SUBJECTS_MAX)),
});

/** The push key and what this server can send, so the app offers only what works. */
export const alertSetupSchema = z.object({
  /** The VAPID public key, base64url: `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string(),
  /** Whether the official account's messages are on (a template is configured). */
  wechat: z.boolean(),
  subjectsMax: z.number(),
});

export const alertSubscriptionSchema = z.object({
  channel: z.enum(['webpush', 'wechat']),
  breaking: z.boolean(),
  subjects: z.array(alertSubjectSchema),
});

/**
 * One event of the in-app stream (`event: alert`), and what a push message carries: the words,
 * the item's share route to open, and the site's language for the fallback words.
 */
export const alertMessageSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  contentId: z.number(),
  lang: z.string(),
  at: z.string(),
});
export type AlertMessage = z.output<typeof alertMessageSchema>;

/**
 * An alert as the in-app stream carries it: the message and whom the editor sent it to, so the
 * app shows it only to a reader who asked for it (breaking news, or a subject they chose). Not in
 * push messages: those go only to the subscriptions chosen, and their payload is small.
 */
export const streamedAlertSchema = z.extend(alertMessageSchema, {
  audience: z.object({
    breaking: z.boolean(),
    subjects: z.array(z.object({ kind: z.enum(ALERT_SUBJECT_KINDS), id: z.string() })),
  }),
});
export type StreamedAlert = z.output<typeof streamedAlertSchema>;
