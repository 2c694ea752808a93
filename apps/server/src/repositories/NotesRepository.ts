import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ItemNotesTable } from '../db/schema.ts';

export type NoteRow = Selectable<ItemNotesTable>;

/** A staff member a note names: their id and username. */
export interface MentionedStaff {
  note_id: number;
  staff_id: number;
  username: string;
}

/** A note that names the staff member, with the item it is on. */
export interface MentionRow {
  note_id: number;
  content_id: number;
  site_id: number;
  title: string;
  author_name: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

/** The newsroom's internal notes on items and the staff they mention (migration 0032). */
export class NotesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<ItemNotesTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('item_notes')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async addMentions(noteId: number, staffIds: readonly number[]): Promise<void> {
    if (staffIds.length === 0) return;
    await this.db
      .insertInto('note_mentions')
      .values(staffIds.map((staffId) => ({ note_id: noteId, staff_id: staffId, read_at: null })))
      .execute();
  }

  async find(noteId: number): Promise<NoteRow | undefined> {
    return this.db.selectFrom('item_notes').selectAll().where('id', '=', noteId).executeTakeFirst();
  }

  /** The item's notes, oldest first (read as a conversation). */
  async list(contentId: number): Promise<NoteRow[]> {
    return this.db
      .selectFrom('item_notes')
      .selectAll()
      .where('content_id', '=', contentId)
      .orderBy('id')
      .execute();
  }

  /** Who each of the notes mentions, by username. */
  async mentioned(noteIds: readonly number[]): Promise<MentionedStaff[]> {
    if (noteIds.length === 0) return [];
    return this.db
      .selectFrom('note_mentions')
      .innerJoin('staff', 'staff.id', 'note_mentions.staff_id')
      .select(['note_mentions.note_id', 'note_mentions.staff_id', 'staff.username'])
      .where('note_mentions.note_id', 'in', noteIds)
      .orderBy('staff.username')
      .execute();
  }

  async delete(noteId: number): Promise<void> {
    await this.db.deleteFrom('note_mentions').where('note_id', '=', noteId).execute();
    await this.db.deleteFrom('item_notes').where('id', '=', noteId).execute();
  }

  /**
   * Active staff who can see a site among `usernames`: admins (every site) and those the site is
   * one of.
   */
  async staffOfSite(
    siteId: number,
    usernames?: readonly string[],
    /** Only staff of these roles (those who may open the item), when given. */
    roles?: readonly string[],
  ): Promise<{ id: number; username: string }[]> {
    if (usernames?.length === 0 || roles?.length === 0) return [];
    let query = this.db
      .selectFrom('staff')
      .select(['staff.id', 'staff.username'])
      .where('staff.status', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('staff.role', '=', 'admin'),
          eb.exists(
            eb
              .selectFrom('staff_sites')
              .select('staff_sites.staff_id')
              .whereRef('staff_sites.staff_id', '=', 'staff.id')
              .where('staff_sites.site_id', '=', siteId),
          ),
        ]),
      );
    if (usernames) query = query.where('staff.username', 'in', usernames);
    if (roles) query = query.where('staff.role', 'in', roles);
    return query.orderBy('staff.username').execute();
  }

  /** The notes that mention the staff member on `siteIds`, newest first, and how many. */
  async mentionsOf(
    staffId: number,
    siteIds: readonly number[],
    options: { unreadOnly: boolean; offset: number; limit: number },
  ): Promise<{ rows: MentionRow[]; total: number }> {
    let base = this.db
      .selectFrom('note_mentions')
      .innerJoin('item_notes', 'item_notes.id', 'note_mentions.note_id')
      .innerJoin('content', 'content.id', 'item_notes.content_id')
      .where('note_mentions.staff_id', '=', staffId)
      .where('item_notes.site_id', 'in', siteIds.length ? siteIds : [-1]);
    if (options.unreadOnly) base = base.where('note_mentions.read_at', 'is', null);
    const [rows, count] = await Promise.all([
      base
        .select([
          'item_notes.id as note_id',
          'item_notes.content_id',
          'item_notes.site_id',
          'content.title',
          'item_notes.author_name',
          'item_notes.body',
          'item_notes.created_at',
          'note_mentions.read_at',
        ])
        .orderBy('item_notes.id', 'desc')
        .offset(options.offset)
        .limit(options.limit)
        .execute(),
      // PostgreSQL counts in bigint, which may arrive as text.
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** Marks the staff member's mentions in `noteIds` (all of them when undefined) read. */
  async markRead(
    staffId: number,
    noteIds: readonly number[] | undefined,
    now: string,
  ): Promise<void> {
    if (noteIds?.length === 0) return;
    let query = this.db
      .updateTable('note_mentions')
      .set({ read_at: now })
      .where('staff_id', '=', staffId)
      .where('read_at', 'is', null);
    if (noteIds) query = query.where('note_id', 'in', noteIds);
    await query.execute();
  }
}
