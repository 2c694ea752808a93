import { mentionedNames } from '@news/contract/console/noteSchemas';
import type { Repositories } from '../Repositories.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { actorOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';

/** A note as stored, with the usernames it told. */
export interface AddedNote {
  id: number;
  mentions: string[];
}

/**
 * Stores a note on an item and tells the staff it names: a `@name` of someone active who can
 * see the item's site becomes a mention; any other `@word` stays text (an address, a typo, a
 * handle elsewhere), and the note's mentions show whom it reached. The writer is never told of
 * their own note. Run inside the caller's transaction, with its audit entry.
 */
export async function addItemNote(
  tx: Pick<Repositories, 'notes' | 'audit'>,
  audit: AuditTrail,
  staff: StaffPrincipal,
  item: { id: number; site_id: number },
  body: string,
  now: string,
  /** Staff told whether or not the text names them (the writer of an item sent back). */
  alsoTell: readonly number[] = [],
): Promise<AddedNote> {
  const named = await tx.notes.staffOfSite(item.site_id, mentionedNames(body));
  const others = alsoTell.length
    ? (await tx.notes.staffOfSite(item.site_id)).filter((s) => alsoTell.includes(s.id))
    : [];
  const told = [...named, ...others.filter((o) => !named.some((n) => n.id === o.id))].filter(
    (s) => s.id !== staff.id,
  );
  const id = await tx.notes.insert({
    content_id: item.id,
    site_id: item.site_id,
    author_id: staff.id,
    author_name: staff.username,
    body,
    created_at: now,
  });
  await tx.notes.addMentions(
    id,
    told.map((s) => s.id),
  );
  const mentions = told.map((s) => s.username);
  await audit.record(tx, actorOf(staff), {
    action: 'note.add',
    target: { type: 'note', id },
    siteId: item.site_id,
    after: { itemId: item.id, body, mentions },
  });
  return { id, mentions };
}
