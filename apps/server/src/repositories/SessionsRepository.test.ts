import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { SessionsRepository } from './SessionsRepository.ts';

const DAY = 86_400_000;

describe.each(testEngines())('SessionsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new SessionsRepository(data.db);

  const start = (userId: number, tokenHash: string) =>
    repo().create(userId, tokenHash, 'H5', data.clock.iso(), data.clock.iso(DAY));

  it('finds the reader behind a live session, with their status', async () => {
    const reader = await data.rows.user({ name: 'Li', avatar: '/media/li.png' });
    await start(reader, 'hash-a');
    expect(await repo().findLive('hash-a', data.clock.iso())).toEqual({
      user_id: reader,
      username: expect.stringMatching(/^reader_/) as string,
      name: 'Li',
      avatar: '/media/li.png',
      status: 'active',
    });
    expect(await repo().findLive('hash-unknown', data.clock.iso())).toBeUndefined();
  });

  it('does not find a session once it has expired', async () => {
    await start(await data.rows.user(), 'hash-a');
    expect(await repo().findLive('hash-a', data.clock.iso(DAY - 1))).toBeDefined();
    expect(await repo().findLive('hash-a', data.clock.iso(DAY))).toBeUndefined();
  });

  it('ends one session on sign-out, leaving the reader’s others', async () => {
    const reader = await data.rows.user();
    await start(reader, 'hash-a');
    await start(reader, 'hash-b');
    await repo().revoke('hash-a', data.clock.iso());
    expect(await repo().findLive('hash-a', data.clock.iso())).toBeUndefined();
    expect(await repo().findLive('hash-b', data.clock.iso())).toBeDefined();
  });

  it('ends every session of a reader, or every one but the session that asked', async () => {
    const reader = await data.rows.user();
    const other = await data.rows.user();
    await start(reader, 'hash-a');
    await start(reader, 'hash-b');
    await start(other, 'hash-c');
    await repo().revokeAll(reader, data.clock.iso(), 'hash-b');
    expect(await repo().findLive('hash-a', data.clock.iso())).toBeUndefined();
    expect(await repo().findLive('hash-b', data.clock.iso())).toBeDefined();
    await repo().revokeAll(reader, data.clock.iso());
    expect(await repo().findLive('hash-b', data.clock.iso())).toBeUndefined();
    expect(await repo().findLive('hash-c', data.clock.iso())).toBeDefined();
  });

  it('keeps the time a session was first ended', async () => {
    const reader = await data.rows.user();
    await start(reader, 'hash-a');
    await repo().revoke('hash-a', data.clock.iso());
    await repo().revoke('hash-a', data.clock.iso(60_000));
    await repo().revokeAll(reader, data.clock.iso(120_000));
    const row = await data.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', 'hash-a')
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(data.clock.iso());
  });
});
