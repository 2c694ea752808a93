import { z } from 'zod/mini';
import { idSchema, idTextSchema } from '../contentSchemas.ts';
import { pagingSchema, listPageSchema } from '../envelope.ts';
import { SITE_LANGS } from '../sites.ts';

/*
 * Internal notes on an item (issue 32, item 3): the newsroom's conversation beside the editor,
 * never sent to readers and never part of a revision. A note names staff with `@username`; a
 * name of nobody who can see the item's site stays plain text, and the note's `mentions` say who
 * was told.
 */

/** The longest note, in characters. */
export const NOTE_MAX = 2000;

/** `@` and a staff username (`STAFF_USERNAME`), not inside a word or an e-mail address. */
export const MENTION_PATTERN = /(?<![\p{L}\p{N}_.@-])@([a-z][a-z0-9._-]{2,31})/giu;

/**
 * The usernames a note's text names, lower-cased, each once, in order. A full stop or hyphen
 * that ends a sentence after a name is not part of it: `@mia.` names `mia` when there is no
 * `mia.`, which the server decides (it knows the names); here both are offered, longest first.
 */
export function mentionedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    const trimmed = name.replace(/[.-]+$/, '');
    for (const each of [name, trimmed])
      if (each.length >= 3 && !names.includes(each)) names.push(each);
  }
  return names;
}

export const noteSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  authorId: idSchema,
  authorName: z.string(),
  body: z.string(),
  /** The usernames of the staff the note told (the names in it that are staff of the site). */
  mentions: z.array(z.string()),
  createdAt: z.string(),
  /** Whether the signed-in staff member may delete it: their own notes only. */
  own: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

export const notesSchema = z.array(noteSchema);

export const noteBodySchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTE_MAX)),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

/** Staff who can see the item's site: whom a note on it may mention (autocomplete). */
export const mentionableSchema = z.array(z.object({ id: idSchema, username: z.string() }));
export type Mentionable = z.infer<typeof mentionableSchema>;

/** A note that mentions the signed-in staff member, with the item it is on. */
export const mentionSchema = z.object({
  noteId: idSchema,
  itemId: idSchema,
  site: z.enum(SITE_LANGS),
  itemTitle: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When they marked it read; '' while unread. */
  readAt: z.string(),
});
export type Mention = z.infer<typeof mentionSchema>;

export const mentionPageSchema = listPageSchema(mentionSchema);
export type MentionPage = z.infer<typeof mentionPageSchema>;

export const mentionQuerySchema = z.extend(pagingSchema, {
  unread: z.optional(z.enum(['true', 'false'])),
});

export const mentionCountSchema = z.object({ unread: z.int().check(z.gte(0)) });
export type MentionCount = z.infer<typeof mentionCountSchema>;

/** Marks mentions read: those of the notes named, or every one when `noteIds` is absent. */
export const markReadBodySchema = z.object({
  noteIds: z.optional(z.array(idTextSchema).check(z.minLength(1), z.maxLength(100))),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
