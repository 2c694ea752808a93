import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf, type Moderator } from './Moderator.ts';

const HOUR = 3_600_000;
const firstPage = { pageNo: 1, pageSize: 10 };
const RU = siteByLang('ru').id;

describe.each(testEngines())('ReaderAccountService on $name', (engine) => {
  const fixture = useServices(engine);
  const readers = () => fixture.services.readers;
  const moderator = async (): Promise<Moderator> =>
    moderatorOf(await fixture.staff('moderator', ['en']));

  it('lists the readers of the moderator’s sites, newest first, with their comment counts', async () => {
    const older = await fixture.data.rows.user({
      name: 'Li Wei',
      created_at: fixture.data.clock.iso(-2 * HOUR),
    });
    const newer = await fixture.data.rows.user({ name: 'Anna' });
    await fixture.data.rows.user({ site_id: RU });
    const item = await fixture.data.rows.item();
    await fixture.data.rows.comment({ content_id: item, user_id: older });
    const page = await readers().list(await moderator(), firstPage);
    expect(page.rows.map((r) => [r.id, r.commentCount])).toEqual([
      [String(newer), 0],
      [String(older), 1],
    ]);
    expect(
      (await readers().list(await moderator(), { ...firstPage, q: 'anna' })).rows.map((r) => r.id),
    ).toEqual([String(newer)]);
  });

  it('shows a reader with the ID number masked, their sessions and recent comments', async () => {
    const id = await fixture.data.rows.user({ id_number_masked: '1101**********1234' });
    const reader = await fixture.reader({ id_number_masked: '' });
    const item = await fixture.data.rows.item();
    await fixture.data.rows.comment({ content_id: item, user_id: reader.id, body: 'Hi' });
    const detail = await readers().get(await moderator(), reader.id);
    expect(detail).toMatchObject({ activeSessions: 1, commentCount: 1 });
    expect(detail.recentComments.map((c) => c.content)).toEqual(['Hi']);
    expect((await readers().get(await moderator(), id)).idNumberMasked).toBe('1101**********1234');
  });

  it('acts on a reader of another site who commented on one of the moderator’s, and no other', async () => {
    const visitor = await fixture.data.rows.user({ site_id: RU });
    const stranger = await fixture.data.rows.user({ site_id: RU });
    const item = await fixture.data.rows.item();
    await fixture.data.rows.comment({ content_id: item, user_id: visitor });
    const mod = await moderator();
    await expect(readers().get(mod, visitor)).resolves.toMatchObject({ site: 'ru' });
    await expect(readers().get(mod, stranger)).rejects.toMatchObject({
      kind: 'forbidden',
      params: { site: 'ru' },
    });
    await expect(readers().get(mod, 999_999)).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('suspends an active account, ending its sessions, and restores it', async () => {
    const reader = await fixture.reader();
    const mod = await moderator();
    const suspended = await readers().suspend(mod, reader.id, 'Spam');
    expect(suspended).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Spam',
      activeSessions: 0,
    });
    expect(await fixture.services.accounts.authenticate('any')).toBeUndefined();
    await expect(readers().suspend(mod, reader.id, 'Again')).rejects.toEqual(
      refusal('error.readerNotActive'),
    );
    expect(await readers().restore(mod, reader.id)).toMatchObject({ status: 'active' });
    await expect(readers().restore(mod, reader.id)).rejects.toEqual(
      refusal('error.readerNotSuspended'),
    );
  });

  it('stops a reader commenting for some hours, after which the suspension is gone', async () => {
    const id = await fixture.data.rows.user();
    const mod = await moderator();
    const detail = await readers().suspendCommenting(mod, id, 24, 'Insults');
    expect(detail).toMatchObject({
      commentSuspendedUntil: fixture.data.clock.iso(24 * HOUR),
      commentSuspensionReason: 'Insults',
    });
    expect(await fixture.services.commentModeration.suspension(id)).toEqual({
      until: fixture.data.clock.iso(24 * HOUR),
      reason: 'Insults',
    });
    fixture.data.clock.advance(24 * HOUR);
    expect(await readers().get(mod, id)).toMatchObject({
      commentSuspendedUntil: null,
      commentSuspensionReason: '',
    });
    expect(await fixture.services.commentModeration.suspension(id)).toBeUndefined();
  });

  it('signs a reader out everywhere, and writes to them unless deactivated', async () => {
    const reader = await fixture.reader();
    const mod = await moderator();
    expect(await readers().endSessions(mod, reader.id)).toMatchObject({ activeSessions: 0 });
    await readers().message(mod, reader.id, 'Please keep it civil.');
    const messages = await fixture.data.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', reader.id)
      .execute();
    expect(messages).toEqual([{ kind: 'system', body: 'Please keep it civil.' }]);
    const gone = await fixture.data.rows.user({ status: 'deactivated' });
    await expect(readers().message(mod, gone, 'Hello')).rejects.toEqual(
      refusal('error.readerDeactivated'),
    );
  });
});
