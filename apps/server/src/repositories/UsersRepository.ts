import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
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
}
