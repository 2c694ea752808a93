import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface LiveStaffSession {
  session_id: number;
  staff_id: number;
  last_seen_at: string;
}

export class StaffSessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(staffId: number, tokenHash: string, now: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({
        staff_id: staffId,
        token_hash: tokenHash,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      })
      .execute();
  }

  /** A session that is not revoked, not past its end, and whose staff member is still active. */
  async findLive(
    tokenHash: string,
    now: string,
    idleSince: string,
  ): Promise<LiveStaffSession | undefined> {
    return this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select([
        'staff_sessions.id as session_id',
        'staff_sessions.staff_id',
        'staff_sessions.last_seen_at',
      ])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .where('staff_sessions.revoked_at', 'is', null)
      .where('staff_sessions.expires_at', '>', now)
      .where('staff_sessions.last_seen_at', '>', idleSince)
      .where('staff.status', '=', 'active')
      .executeTakeFirst();
  }

  async touch(sessionId: number, now: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', sessionId)
      .execute();
  }

  async revoke(tokenHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a staff member. */
  async revokeAll(staffId: number, now: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
