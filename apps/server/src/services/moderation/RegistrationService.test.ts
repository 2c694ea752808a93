import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf, type Moderator } from './Moderator.ts';

const firstPage = { pageNo: 1, pageSize: 10 };
const RU = siteByLang('ru').id;

describe.each(testEngines())('RegistrationService on $name', (engine) => {
  const fixture = useServices(engine);
  const registrations = () => fixture.services.registrations;
  const moderator = async (): Promise<Moderator> =>
    moderatorOf(await fixture.staff('moderator', ['en']));
  const pending = (fields: Record<string, unknown> = {}) =>
    fixture.data.rows.user({ status: 'pending', ...fields });
  const user = (id: number) =>
    fixture.data.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the registrations waiting on the moderator’s sites, oldest first', async () => {
    const older = await pending({
      username: 'reader_old',
      created_at: fixture.data.clock.iso(-2000),
    });
    const newer = await pending({ username: 'reader_new' });
    await pending({ site_id: RU });
    await fixture.data.rows.user();
    const page = await registrations().pending(await moderator(), firstPage);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => [r.id, r.site])).toEqual([
      [String(older), 'en'],
      [String(newer), 'en'],
    ]);
    const found = await registrations().pending(await moderator(), { ...firstPage, q: 'new' });
    expect(found.rows.map((r) => r.username)).toEqual(['reader_new']);
  });

  it('refuses to list another site’s registrations', async () => {
    await expect(
      registrations().pending(await moderator(), { ...firstPage, site: 'ru' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      messageKey: 'error.forbiddenSite',
      params: { site: 'ru' },
    });
  });

  it('approves a registration: the reader may sign in and finds a message saying so', async () => {
    const id = await pending();
    const mod = await moderator();
    await registrations().approve(mod, id);
    expect(await user(id)).toMatchObject({ status: 'active', review_note: '' });
    const messages = await fixture.data.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', id)
      .execute();
    expect(messages).toEqual([{ kind: 'review', body: 'approved' }]);
    await expect(registrations().approve(mod, id)).rejects.toEqual(refusal('error.notPending'));
  });

  it('rejects a registration with the reason the reader is told, kept to 200 characters', async () => {
    const id = await pending();
    await registrations().reject(await moderator(), id, `  ${'x'.repeat(250)}  `);
    expect(await user(id)).toMatchObject({ status: 'rejected', review_note: 'x'.repeat(200) });
    const audit = await fixture.data.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'site_id'])
      .execute();
    expect(audit).toEqual([
      { action: 'registration.reject', target_id: String(id), site_id: siteByLang('en').id },
    ]);
  });

  it('acts on many at once: refused rows are reported with why, the others done', async () => {
    const waiting = await pending();
    const active = await fixture.data.rows.user();
    const outcome = await registrations().approveMany(await moderator(), [
      waiting,
      active,
      999_999,
    ]);
    expect(outcome).toEqual({
      done: [String(waiting)],
      refused: [
        { id: String(active), messageKey: 'error.notPending', params: {} },
        { id: '999999', messageKey: 'error.notFound', params: {} },
      ],
    });
  });

  it('does nothing when any of many rows is of another site', async () => {
    const mine = await pending();
    const theirs = await pending({ site_id: RU });
    await expect(
      registrations().rejectMany(await moderator(), [mine, theirs], 'no'),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await user(mine)).toMatchObject({ status: 'pending' });
  });

  it('removes a deactivated account’s personal data and sessions, keeping its row', async () => {
    const id = await fixture.data.rows.user({
      status: 'deactivating',
      name: 'Li Wei',
      phone: '13800000000',
      id_number_masked: '1101**********1234',
      deactivation_requested_at: fixture.data.clock.iso(),
    });
    await fixture.data.db
      .insertInto('sessions')
      .values({
        user_id: id,
        token_hash: 'hash',
        created_at: fixture.data.clock.iso(),
        expires_at: fixture.data.clock.iso(3_600_000),
      })
      .execute();
    const mod = await moderator();
    expect((await registrations().deactivations(mod, firstPage)).rows.map((r) => r.id)).toEqual([
      String(id),
    ]);
    await registrations().processDeactivation(mod, id);
    const row = await user(id);
    expect(row).toMatchObject({ status: 'deactivated', name: '', phone: '', id_number_masked: '' });
    expect(row.username).toMatch(/^deactivated-/);
    const session = await fixture.data.db
      .selectFrom('sessions')
      .select('revoked_at')
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).toBe(fixture.data.clock.iso());
    await expect(registrations().processDeactivation(mod, id)).rejects.toEqual(
      refusal('error.notDeactivating'),
    );
  });
});
