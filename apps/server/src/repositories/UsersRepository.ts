import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { Database, UsersTable } from '../db/schema.ts';
import type { Page } from './ContentRepository.ts';
import { containsText } from './containsText.ts';
import type { ListingPage } from './InteractionRepository.ts';

export type UserRow = Selectable<UsersTable>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<UsersTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('users')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async find(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Usernames are matched without regard to case, so "Li" and "li" cannot both exist. */
  async findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async findByOpenId(openId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('wx_openid', '=', openId)
      .executeTakeFirst();
  }

  async update(id: number, changes: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
  }

  /** Changes the account only while it is in one of `from`; true when this call changed it. */
  async changeFrom(
    id: number,
    from: readonly string[],
    changes: Updateable<UsersTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Accounts in a status, oldest first, one page at a time: `after` is the last id seen; `since`
   * compares with `dated` (when the account registered, or asked to be deactivated).
   */
  async byStatusPage(
    status: string,
    page: ListingPage,
    dated: 'created_at' | 'deactivation_requested_at' = 'created_at',
  ): Promise<UserRow[]> {
    let query = this.db
      .selectFrom('users')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id')
      .limit(page.size);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    if (page.since !== undefined) query = query.where(dated, '>=', page.since);
    return query.execute();
  }

  /**
   * Readers of the sites for the console, page by page: in a status (registrations awaiting
   * review and deactivation requests oldest first, as they are worked through), or all of them
   * newest first; `words` match the username or the name.
   */
  async page(
    filter: { siteIds: readonly number[]; status?: string | undefined; words?: string | undefined },
    paging: Paging,
    order: 'oldest' | 'newest',
  ): Promise<Page<UserRow>> {
    let query = this.db
      .selectFrom('users')
      .where('site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1]);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    const words = filter.words;
    if (words)
      query = query.where((eb) =>
        eb.or([containsText('users.username', words), containsText('users.name', words)]),
      );
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', order === 'oldest' ? 'asc' : 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  async countByStatus(status: string, siteIds: readonly number[]): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', 'in', siteIds.length ? siteIds : [-1])
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** How many visible comments each reader has. */
  async commentCounts(userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('comments')
      .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', userIds)
      .where('status', '=', 'visible')
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, r.n]));
  }
}
