import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';

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

  async listByStatus(status: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('status', '=', status)
      .orderBy('created_at')
      .execute();
  }
}
