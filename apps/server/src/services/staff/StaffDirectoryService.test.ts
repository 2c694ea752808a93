import { describe, expect, it } from 'vitest';
import type { Actor } from '../audit/Actor.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const OPERATOR: Actor = { type: 'cli', name: 'operator' };

describe.each(testEngines())('StaffDirectoryService on $name', (engine) => {
  const fixture = useServices(engine);
  const directory = () => fixture.services.staff;
  const audit = (action: string) =>
    fixture.data.db
      .selectFrom('audit_log')
      .select(['actor_name', 'target_id', 'before_json', 'after_json'])
      .where('action', '=', action)
      .execute();

  it('adds a member under a lower-case name with a one-time password to change at first sign-in', async () => {
    const { staff, oneTimePassword } = await directory().add(OPERATOR, {
      username: '  Li.Wei ',
      role: 'editor',
      sites: ['en', 'ru', 'en'],
    });
    expect(staff).toMatchObject({
      username: 'li.wei',
      role: 'editor',
      sites: ['en', 'ru'],
      mustChangePassword: true,
      totpEnabled: false,
    });
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    expect(await audit('staff.create')).toEqual([
      {
        actor_name: 'operator',
        target_id: staff.id,
        before_json: null,
        after_json: JSON.stringify({ username: 'li.wei', role: 'editor', sites: ['en', 'ru'] }),
      },
    ]);
  });

  it('refuses a username of the wrong form, or one already taken', async () => {
    await expect(
      directory().add(OPERATOR, { username: '9lives', role: 'admin', sites: [] }),
    ).rejects.toEqual(refusal('error.usernameFormat'));
    await directory().add(OPERATOR, { username: 'anna', role: 'admin', sites: [] });
    await expect(
      directory().add(OPERATOR, { username: 'ANNA', role: 'admin', sites: [] }),
    ).rejects.toEqual(refusal('error.usernameTaken'));
  });

  it('gives an editor or moderator at least one site, and an admin every site', async () => {
    await expect(
      directory().add(OPERATOR, { username: 'mod', role: 'moderator', sites: [] }),
    ).rejects.toEqual(refusal('error.sitesRequired'));
    const { staff } = await directory().add(OPERATOR, {
      username: 'boss',
      role: 'admin',
      sites: ['en'],
    });
    expect(staff.sites).toEqual([]);
  });

  it('changes a member’s role and sites, recording both states', async () => {
    const { staff } = await directory().add(OPERATOR, {
      username: 'li.wei',
      role: 'editor',
      sites: ['en'],
    });
    const changed = await directory().update(OPERATOR, Number(staff.id), {
      role: 'moderator',
      sites: ['ja', 'kr'],
    });
    expect(changed).toMatchObject({ role: 'moderator', sites: ['ja', 'kr'] });
    expect(await audit('staff.update')).toEqual([
      expect.objectContaining({
        before_json: JSON.stringify({ role: 'editor', sites: ['en'] }),
        after_json: JSON.stringify({ role: 'moderator', sites: ['ja', 'kr'] }),
      }),
    ]);
  });

  it('never leaves the newsroom without an admin', async () => {
    const { staff } = await directory().add(OPERATOR, {
      username: 'boss',
      role: 'admin',
      sites: [],
    });
    const id = Number(staff.id);
    await expect(
      directory().update(OPERATOR, id, { role: 'editor', sites: ['en'] }),
    ).rejects.toEqual(refusal('error.lastAdmin'));
    await expect(directory().remove(OPERATOR, id)).rejects.toEqual(refusal('error.lastAdmin'));
    await directory().add(OPERATOR, { username: 'second', role: 'admin', sites: [] });
    await expect(directory().remove(OPERATOR, id)).resolves.toBeUndefined();
  });

  it('removes a member: their sessions end and the username is free again', async () => {
    const member = await fixture.staff('editor');
    await directory().remove(OPERATOR, member.id);
    expect(await fixture.services.staffSessions.authenticate('any')).toBeUndefined();
    expect(await directory().findByUsername(member.username)).toBeUndefined();
    expect(await directory().list()).toEqual([]);
    const again = await directory().add(OPERATOR, {
      username: member.username,
      role: 'editor',
      sites: ['en'],
    });
    expect(again.staff.username).toBe(member.username);
    const sessions = await fixture.data.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('staff_id', '=', member.id)
      .execute();
    expect(sessions).toEqual([{ revoked_at: fixture.data.clock.iso() }]);
  });

  it('refuses to remove or reset the password of the staff member asking', async () => {
    const admin = await fixture.staff('admin');
    const self: Actor = { type: 'staff', id: admin.id, name: admin.username };
    await expect(directory().remove(self, admin.id)).rejects.toEqual(refusal('error.notYourself'));
    await expect(directory().resetPassword(self, admin.id)).rejects.toEqual(
      refusal('error.notYourself'),
    );
  });

  it('gives a new one-time password on request, ending the member’s sessions', async () => {
    const member = await fixture.staff('editor');
    const { staff, oneTimePassword } = await directory().resetPassword(OPERATOR, member.id);
    expect(staff.mustChangePassword).toBe(true);
    expect(oneTimePassword).toHaveLength(23);
    const started = await fixture.services.staffSessions.signIn('10.0.0.1', {
      username: member.username,
      password: oneTimePassword,
    });
    expect(started.principal.mustChangePassword).toBe(true);
    const revoked = await fixture.data.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('staff_id', '=', member.id)
      .where('revoked_at', 'is not', null)
      .execute();
    expect(revoked).toHaveLength(1);
  });

  it('answers 404 for a member that does not exist', async () => {
    await expect(directory().get(999)).rejects.toMatchObject({ kind: 'notFound' });
    await expect(
      directory().update(OPERATOR, 999, { role: 'admin', sites: [] }),
    ).rejects.toMatchObject({ kind: 'notFound' });
    await expect(directory().resetPassword(OPERATOR, 999)).rejects.toMatchObject({
      kind: 'notFound',
    });
  });
});
