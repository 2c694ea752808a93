import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';

/*
 * Who is editing an item (issue 32, docs/adr/0026): every console tab with an item open says so
 * every few seconds; the first of them holds a soft lock the others may take over, with a word.
 * Presence is ephemeral: nothing of it is stored in the database.
 */

/** Seconds between a tab's "still here" calls. */
export const PRESENCE_HEARTBEAT_SECONDS = 5;
/** Seconds after its last call that a tab no longer counts as having the item open. */
export const PRESENCE_GONE_SECONDS = 15;
/** Longest word a takeover may carry, in characters. */
export const TAKEOVER_WORD_MAX = 140;

/**
 * One open editor tab: a random name the console makes when the page opens (not a secret; it
 * only tells one staff member's two tabs apart).
 */
export const editorTabSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** A tab's "I have it open" or "still here". */
export const presenceHereBodySchema = z.object({ tab: editorTabSchema });

/** Taking the lock over, with an optional word to the one who held it. */
export const takeoverBodySchema = z.object({
  tab: editorTabSchema,
  word: z.optional(z.string().check(z.trim(), z.maxLength(TAKEOVER_WORD_MAX))),
});

/** The query of the presence stream: which tab listens (its own takeovers are told apart). */
export const presenceStreamQuerySchema = z.object({ tab: editorTabSchema });

/** A staff member with the item open in one tab. */
export const presentEditorSchema = z.object({
  tab: z.string(),
  staffId: idSchema,
  name: z.string(),
});

/** Who has the item open now and who holds its lock (null: nobody, the next tab takes it). */
export const presenceSchema = z.object({
  itemId: idSchema,
  editors: z.array(presentEditorSchema),
  holder: z.nullable(presentEditorSchema),
});

/** Told to every tab of the item when someone takes the lock over. */
export const takeoverEventSchema = z.object({
  itemId: idSchema,
  /** The tab that held the lock (null: nobody held it). */
  from: z.nullable(presentEditorSchema),
  by: presentEditorSchema,
  word: z.string(),
});

export type PresentEditor = z.output<typeof presentEditorSchema>;
export type Presence = z.output<typeof presenceSchema>;
export type TakeoverEvent = z.output<typeof takeoverEventSchema>;
