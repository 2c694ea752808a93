import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { LOGIN_PAIR_FAILURES } from '../../accounts/LoginThrottle.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import type { StaffPrincipal } from './StaffPrincipal.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADDRESS = '10.0.0.7';
const PASSWORD = 'correct horse battery staple';

describe.each(testEngines())('StaffSessionService on $name', (engine) => {
  const fixture = useServices(engine);
  const sessions = () => fixture.services.staffSessions;

  /** A member who has signed in once and chosen their own password. */
  async function member(username = 'li.wei'): Promise<StaffPrincipal> {
    const { oneTimePassword } = await fixture.services.staff.add(
      { type: 'cli', name: 'operator' },
      { username, role: 'editor', sites: ['en'] },
    );
    const first = await sessions().signIn(ADDRESS, { username, password: oneTimePassword });
    const changed = await sessions().changePassword(first.principal, {
      currentPassword: oneTimePassword,
      newPassword: PASSWORD,
    });
    return changed.principal;
  }
  const signIn = (username: string, password: string, totpCode?: string) =>
    sessions().signIn(ADDRESS, { username, password, ...(totpCode ? { totpCode } : {}) });
  const codeAt = (secret: string, ms: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: ms,
    });

  it('signs a member in with their password, starting a session the cookie names', async () => {
    await member();
    fixture.data.clock.advance(MINUTE);
    const started = await signIn('LI.WEI', PASSWORD);
    expect(started.principal).toMatchObject({
      username: 'li.wei',
      role: 'editor',
      sites: ['en'],
      mustChangePassword: false,
      lastSignInAt: fixture.data.clock.iso(),
    });
    expect(await sessions().authenticate(started.token)).toMatchObject({
      id: started.principal.id,
      csrfToken: started.principal.csrfToken,
    });
    const audit = await fixture.data.db
      .selectFrom('audit_log')
      .select(['actor_name', 'after_json'])
      .where('action', '=', 'session.signIn')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      actor_name: 'li.wei',
      after_json: JSON.stringify({ address: ADDRESS }),
    });
  });

  it('says the same for a wrong password and an unknown username', async () => {
    await member();
    const failed = { kind: 'unauthorized', messageKey: 'error.signInFailed' };
    await expect(signIn('li.wei', 'wrong password here')).rejects.toMatchObject(failed);
    await expect(signIn('nobody.here', PASSWORD)).rejects.toMatchObject(failed);
  });

  it('locks the address that failed five times out of the account, not the owner elsewhere', async () => {
    await member();
    for (let i = 0; i < LOGIN_PAIR_FAILURES; i += 1)
      await expect(signIn('li.wei', 'wrong password here')).rejects.toMatchObject({
        messageKey: 'error.signInFailed',
      });
    await expect(signIn('li.wei', PASSWORD)).rejects.toMatchObject({
      kind: 'rateLimited',
      messageKey: 'error.signInLocked',
    });
    await expect(
      sessions().signIn('10.9.9.9', { username: 'li.wei', password: PASSWORD }),
    ).resolves.toBeDefined();
    fixture.data.clock.advance(15 * MINUTE);
    await expect(signIn('li.wei', PASSWORD)).resolves.toBeDefined();
  });

  it('ends a session after two idle hours, or twelve hours after sign-in however busy', async () => {
    await member();
    const idle = await signIn('li.wei', PASSWORD);
    fixture.data.clock.advance(2 * HOUR);
    expect(await sessions().authenticate(idle.token)).toBeUndefined();
    const busy = await signIn('li.wei', PASSWORD);
    for (let hour = 1; hour < 12; hour += 1) {
      fixture.data.clock.advance(HOUR);
      expect(await sessions().authenticate(busy.token)).toBeDefined();
    }
    fixture.data.clock.advance(HOUR);
    expect(await sessions().authenticate(busy.token)).toBeUndefined();
  });

  it('ends the session on sign-out', async () => {
    await member();
    const started = await signIn('li.wei', PASSWORD);
    await sessions().signOut(started.principal);
    expect(await sessions().authenticate(started.token)).toBeUndefined();
  });

  it('checks a new password: the current one, its length, the username, a change at all', async () => {
    const principal = await member();
    const change = (currentPassword: string, newPassword: string) =>
      sessions().changePassword(principal, { currentPassword, newPassword });
    await expect(change('wrong password here', 'another good password')).rejects.toEqual(
      refusal('error.currentPasswordWrong'),
    );
    await expect(change(PASSWORD, 'short')).rejects.toEqual(refusal('error.passwordLength'));
    await expect(change(PASSWORD, 'my name is li.wei, ok')).rejects.toEqual(
      refusal('error.passwordUsername'),
    );
    await expect(change(PASSWORD, PASSWORD)).rejects.toEqual(refusal('error.passwordSame'));
  });

  it('asks for the current code too, to set up a new app or change the password, once the second factor is on', async () => {
    const principal = await member();
    await expect(
      sessions().totpSetup(principal, { password: 'wrong password here' }),
    ).rejects.toEqual(refusal('error.currentPasswordWrong'));
    const setup = await sessions().totpSetup(principal, { password: PASSWORD });
    await expect(
      sessions().totpEnable(principal, {
        code: codeAt(setup.secret, fixture.data.clock.ms),
        password: 'wrong password here',
      }),
    ).rejects.toEqual(refusal('error.currentPasswordWrong'));
    await sessions().totpEnable(principal, {
      code: codeAt(setup.secret, fixture.data.clock.ms),
      password: PASSWORD,
    });
    // A session alone (someone at an unlocked desk) cannot move the factor to another phone.
    await expect(sessions().totpSetup(principal, { password: PASSWORD })).rejects.toEqual(
      refusal('error.totpRequired'),
    );
    await expect(
      sessions().changePassword(principal, {
        currentPassword: PASSWORD,
        newPassword: 'another good password',
      }),
    ).rejects.toEqual(refusal('error.totpRequired'));
    fixture.data.clock.advance(MINUTE);
    await expect(
      sessions().totpSetup(principal, {
        password: PASSWORD,
        totpCode: codeAt(setup.secret, fixture.data.clock.ms),
      }),
    ).resolves.toMatchObject({ uri: expect.stringContaining('otpauth://') as unknown });
    fixture.data.clock.advance(MINUTE);
    await expect(
      sessions().changePassword(principal, {
        currentPassword: PASSWORD,
        newPassword: 'another good password',
        totpCode: codeAt(setup.secret, fixture.data.clock.ms),
      }),
    ).resolves.toBeDefined();
  });

  it('ends every session of the account on a new password, and starts a fresh one', async () => {
    const principal = await member();
    const other = await signIn('li.wei', PASSWORD);
    const fresh = await sessions().changePassword(principal, {
      currentPassword: PASSWORD,
      newPassword: 'another good password',
    });
    expect(await sessions().authenticate(other.token)).toBeUndefined();
    expect(await sessions().authenticate(fresh.token)).toBeDefined();
    await expect(signIn('li.wei', PASSWORD)).rejects.toMatchObject({
      messageKey: 'error.signInFailed',
    });
  });

  it('turns the second factor on with a code from the new secret, then asks for one at sign-in', async () => {
    const principal = await member();
    await expect(
      sessions().totpEnable(principal, { code: '123456', password: PASSWORD }),
    ).rejects.toEqual(refusal('error.totpNotStarted'));
    const setup = await sessions().totpSetup(principal, { password: PASSWORD });
    expect(setup.uri).toContain('otpauth://totp/');
    expect(setup.qrSvg).toContain('<svg');
    await expect(
      sessions().totpEnable(principal, { code: '000000', password: PASSWORD }),
    ).rejects.toEqual(refusal('error.totpWrong'));
    await sessions().totpEnable(principal, {
      code: codeAt(setup.secret, fixture.data.clock.ms),
      password: PASSWORD,
    });
    await expect(signIn('li.wei', PASSWORD)).rejects.toMatchObject({
      kind: 'unauthorized',
      messageKey: 'error.totpRequired',
    });
    fixture.data.clock.advance(MINUTE);
    const code = codeAt(setup.secret, fixture.data.clock.ms);
    await expect(signIn('li.wei', PASSWORD, code)).resolves.toBeDefined();
    // A code works once, even within its half minute.
    await expect(signIn('li.wei', PASSWORD, code)).rejects.toMatchObject({
      kind: 'unauthorized',
      messageKey: 'error.totpWrong',
    });
  });

  it('turns the second factor off only with the password and the current code', async () => {
    const principal = await member();
    const setup = await sessions().totpSetup(principal, { password: PASSWORD });
    await sessions().totpEnable(principal, {
      code: codeAt(setup.secret, fixture.data.clock.ms),
      password: PASSWORD,
    });
    fixture.data.clock.advance(MINUTE);
    const code = codeAt(setup.secret, fixture.data.clock.ms);
    await expect(
      sessions().totpDisable(principal, { password: 'wrong password here', totpCode: code }),
    ).rejects.toEqual(refusal('error.currentPasswordWrong'));
    await expect(sessions().totpDisable(principal, { password: PASSWORD })).rejects.toEqual(
      refusal('error.totpRequired'),
    );
    await expect(
      sessions().totpDisable(principal, { password: PASSWORD, totpCode: '000000' }),
    ).rejects.toEqual(refusal('error.totpWrong'));
    await sessions().totpDisable(principal, { password: PASSWORD, totpCode: code });
    await expect(signIn('li.wei', PASSWORD)).resolves.toMatchObject({
      principal: { totpEnabled: false },
    });
  });
});
