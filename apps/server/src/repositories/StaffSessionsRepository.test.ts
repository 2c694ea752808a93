import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { StaffSessionsRepository } from './StaffSessionsRepository.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('StaffSessionsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new StaffSessionsRepository(data.db);
  const start = (staffId: number, tokenHash: string) =>
    repo().create(staffId, tokenHash, data.clock.iso(), data.clock.iso(12 * HOUR));
  /** Live at `at` (ms from the clock), idle for at most two hours. */
  const live = (tokenHash: string, at = 0) =>
    repo().findLive(tokenHash, data.clock.iso(at), data.clock.iso(at - 2 * HOUR));

  it('finds a live session of an active staff member, with when it was last used', async () => {
    const staff = await data.rows.staff();
    await start(staff, 'hash-a');
    expect(await live('hash-a')).toEqual({
      session_id: expect.any(Number) as number,
      staff_id: staff,
      last_seen_at: data.clock.iso(),
    });
    expect(await live('hash-unknown')).toBeUndefined();
  });

  it('ends a session at its end, and after two idle hours unless touched', async () => {
    const staff = await data.rows.staff();
    await start(staff, 'hash-a');
    expect(await live('hash-a', 2 * HOUR)).toBeUndefined();
    const session = await live('hash-a', HOUR);
    await repo().touch(session?.session_id ?? 0, data.clock.iso(HOUR));
    expect(await live('hash-a', 2 * HOUR)).toBeDefined();
    expect(await live('hash-a', 12 * HOUR)).toBeUndefined();
  });

  it('does not find the session of a removed staff member', async () => {
    const staff = await data.rows.staff();
    await start(staff, 'hash-a');
    await data.db.updateTable('staff').set({ status: 'removed' }).where('id', '=', staff).execute();
    expect(await live('hash-a')).toBeUndefined();
  });

  it('ends one session on sign-out, and every session of a member at once', async () => {
    const staff = await data.rows.staff();
    const other = await data.rows.staff();
    await start(staff, 'hash-a');
    await start(staff, 'hash-b');
    await start(other, 'hash-c');
    await repo().revoke('hash-a', data.clock.iso());
    expect(await live('hash-a')).toBeUndefined();
    expect(await live('hash-b')).toBeDefined();
    await repo().revokeAll(staff, data.clock.iso());
    expect(await live('hash-b')).toBeUndefined();
    expect(await live('hash-c')).toBeDefined();
  });

  it('keeps the time a session was first ended', async () => {
    const staff = await data.rows.staff();
    await start(staff, 'hash-a');
    await repo().revoke('hash-a', data.clock.iso());
    await repo().revokeAll(staff, data.clock.iso(HOUR));
    const row = await data.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(data.clock.iso());
  });
});
