import { mentionedNames } from '@news/contract/console/noteSchemas';
import { roleCan, STAFF_ROLES, type StaffRole } from '@news/contract/console/permissions';
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
  item: { id: number; site_id: number; status: string },
  body: string,
  now: string,
  /** Staff told whether or not the text names them (the writer of an item sent back). */
  alsoTell: readonly number[] = [],
): Promise<AddedNote> {
  const roles = itemOpeners(item);
  const named = await tx.notes.staffOfSite(item.site_id, mentionedNames(body), roles);
  const others = alsoTell.length
    ? (await tx.notes.staffOfSite(item.site_id, undefined, roles)).filter((s) =>
        alsoTell.includes(s.id),
      )
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

/**
 * The roles whose staff may open an item of their site, and so read its notes: every role once
 * it is published (a moderator flags a story readers see); those who write, before.
 */
export function itemOpeners(item: { status: string }): readonly StaffRole[] | undefined {
  return item.status === 'published'
    ? undefined
    : STAFF_ROLES.filter((role) => roleCan(role, 'write'));
}

/** Whether the staff member's role may open the item (their site is checked apart). */
export function mayOpenItem(staff: StaffPrincipal, item: { status: string }): boolean {
  return itemOpeners(item)?.includes(staff.role) ?? true;
}
