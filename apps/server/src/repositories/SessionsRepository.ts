import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface SessionUser {
  user_id: number;
  username: string;
  name: string;
  avatar: string;
  status: string;
}

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    userId: number,
    tokenHash: string,
    platform: string,
    now: string,
    expiresAt: string,
  ): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: tokenHash,
        platform,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  }

  /** The reader behind a live session: not revoked, not expired. */
  async findLive(tokenHash: string, now: string): Promise<SessionUser | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'users.username', 'users.name', 'users.avatar', 'users.status'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  async revoke(tokenHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a reader, or every one but `keepTokenHash`. */
  async revokeAll(userId: number, now: string, keepTokenHash?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  }

  /** Sessions of the reader that still work. */
  async countLive(userId: number, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return row.n;
  }
}
