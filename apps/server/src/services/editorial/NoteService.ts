import type {
  Mentionable,
  MentionCount,
  MentionPage,
  Note,
} from '@news/contract/console/noteSchemas';
import type { Paging } from '@news/contract/envelope';
import { roleCan } from '@news/contract/console/permissions';
import type { NoteRow } from '../../repositories/NotesRepository.ts';
import type { EditorialRow } from '../../repositories/EditorialRepository.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import { siteLangOf } from '../shared/sites.ts';
import { actorOf, siteIdsOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';
import { addItemNote, itemOpeners, mayOpenItem } from './addItemNote.ts';

/**
 * Internal notes on items and the mentions they carry (issue 32, item 3). Anyone on the item's
 * site may read and write its notes, whatever their role (a moderator may flag a story too); a
 * reporter, as in the editor, only on their own items. Notes live in tables of their own, which
 * no reader answer, feed, share page or revision reads.
 */
export class NoteService {
  constructor(
    private readonly repos: Pick<Repositories, 'editorial' | 'notes' | 'audit'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** The item once the staff member is on its site (403 otherwise; 404 when there is none). */
  private async item(
    repos: Pick<Repositories, 'editorial'>,
    staff: StaffPrincipal,
    id: number,
  ): Promise<EditorialRow> {
    const row = await repos.editorial.find(id);
    if (!row) throw DomainError.notFound();
    if (!siteIdsOf(staff).includes(row.site_id))
      throw DomainError.forbidden('error.forbiddenSite', { site: siteLangOf(row.site_id) });
    // A draft is for those who may open it: to a moderator it is not there.
    if (!mayOpenItem(staff, row)) throw DomainError.notFound();
    const writesOnly = roleCan(staff.role, 'write') && !roleCan(staff.role, 'content');
    if (writesOnly && row.created_by !== staff.id) throw DomainError.forbidden('error.notYourItem');
    return row;
  }

  private async view(staff: StaffPrincipal, rows: readonly NoteRow[]): Promise<Note[]> {
    const mentioned = await this.repos.notes.mentioned(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: String(r.id),
      itemId: String(r.content_id),
      authorId: String(r.author_id),
      authorName: r.author_name,
      body: r.body,
      mentions: mentioned.filter((m) => m.note_id === r.id).map((m) => m.username),
      createdAt: r.created_at,
      own: r.author_id === staff.id,
    }));
  }

  async list(staff: StaffPrincipal, itemId: number): Promise<Note[]> {
    await this.item(this.repos, staff, itemId);
    return this.view(staff, await this.repos.notes.list(itemId));
  }

  async add(staff: StaffPrincipal, itemId: number, body: string): Promise<Note> {
    const id = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, itemId);
      return (await addItemNote(tx, this.audit, staff, row, body, this.clock.iso())).id;
    });
    const stored = await this.repos.notes.find(id);
    if (!stored) throw DomainError.notFound();
    const [note] = await this.view(staff, [stored]);
    if (!note) throw DomainError.notFound();
    return note;
  }

  /** Deletes one of the staff member's own notes (another's: 403), with its mentions. */
  async remove(staff: StaffPrincipal, itemId: number, noteId: number): Promise<void> {
    await this.transaction(async (tx) => {
      await this.item(tx, staff, itemId);
      const note = await tx.notes.find(noteId);
      if (note?.content_id !== itemId) throw DomainError.notFound();
      if (note.author_id !== staff.id) throw DomainError.forbidden('error.notYourNote');
      await tx.notes.delete(noteId);
      await this.audit.record(tx, actorOf(staff), {
        action: 'note.delete',
        target: { type: 'note', id: noteId },
        siteId: note.site_id,
        before: { itemId, body: note.body },
      });
    });
  }

  /** Whom a note on the item may mention: active staff who can see its site. */
  async mentionable(staff: StaffPrincipal, itemId: number): Promise<Mentionable> {
    const row = await this.item(this.repos, staff, itemId);
    const found = await this.repos.notes.staffOfSite(row.site_id, undefined, itemOpeners(row));
    return found.map((s) => ({ id: String(s.id), username: s.username }));
  }

  /**
   * The notes that mention the staff member, newest first, on the sites they still work on (a
   * site taken from them takes its mentions out of their list and count).
   */
  async mentions(
    staff: StaffPrincipal,
    query: Paging & { unread?: 'true' | 'false' | undefined },
  ): Promise<MentionPage> {
    const page = await this.repos.notes.mentionsOf(staff.id, siteIdsOf(staff), {
      unreadOnly: query.unread === 'true',
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      rows: page.rows.map((r) => ({
        noteId: String(r.note_id),
        itemId: String(r.content_id),
        site: siteLangOf(r.site_id),
        itemTitle: r.title,
        authorName: r.author_name,
        body: r.body,
        createdAt: r.created_at,
        readAt: r.read_at ?? '',
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async unreadCount(staff: StaffPrincipal): Promise<MentionCount> {
    const page = await this.repos.notes.mentionsOf(staff.id, siteIdsOf(staff), {
      unreadOnly: true,
      offset: 0,
      limit: 1,
    });
    return { unread: page.total };
  }

  /** Marks the staff member's mentions read: those of `noteIds`, or all of them. */
  async markRead(
    staff: StaffPrincipal,
    noteIds: readonly string[] | undefined,
  ): Promise<MentionCount> {
    await this.repos.notes.markRead(staff.id, noteIds?.map(Number), this.clock.iso());
    return this.unreadCount(staff);
  }
}
