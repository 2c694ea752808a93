import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@news/contract/proofOfWork';
import { siteByLang } from '@news/contract/sites';
import { operatorModerator } from '../moderation/Moderator.ts';
import { sealPassword } from '../../testing/sealPassword.ts';
import { refusal } from '../../testing/refusal.ts';
import { solveProofOfWork } from '../../testing/solveProofOfWork.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { LOGIN_ADDRESS_FAILURES, LOGIN_PAIR_FAILURES } from '../../accounts/LoginThrottle.ts';

const MINUTE = 60_000;

/** Whether a `pow:` code solves a challenge, worked out here as the server does. */
const solves = (challenge: { challenge: string; difficulty: number }, code: string): boolean =>
  leadingZeroBits(hash('sha256', challenge.challenge + code.slice(4), 'buffer')) >=
  challenge.difficulty;
const DAY = 86_400_000;
const site = siteByLang('en');

describe.each(testEngines())('AccountService on $name', (engine) => {
  // A light proof of work keeps these tests quick; the rules do not depend on the difficulty.
  const fixture = useServices(engine, () => ({ CAPTCHA_POW_DIFFICULTY: '8' }));
  const accounts = () => fixture.services.accounts;
  // Reviews are the newsroom's (RegistrationService), done here as the operator at the command line.
  const operator = operatorModerator({ type: 'cli', name: 'operator' });
  const idOf = async (username: string): Promise<number> => {
    const row = await fixture.data.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.id ?? 0;
  };
  const approve = async (username: string) =>
    fixture.services.registrations.approve(operator, await idOf(username));
  const seal = (password: string) => sealPassword(fixture.services.keys.publicKeyPem, password);

  async function captcha(deviceId: string, answer = 'K7QX'): Promise<string> {
    await accounts().issueCaptcha(deviceId, answer);
    return answer;
  }

  async function register(username: string, password = 'Harbour#2026', deviceId = 'device-a') {
    return accounts().register(site, deviceId, {
      username,
      password: seal(password),
      confirmPassword: seal(password),
      code: await captcha(deviceId),
      question: 'firstPet',
      answer: ' Mimi ',
    });
  }

  async function login(username: string, password = 'Harbour#2026', address = '10.0.0.1') {
    return accounts().login(
      'device-a',
      address,
      { username, password: seal(password), code: await captcha('device-a') },
      'H5',
    );
  }

  /** A sign-in that gets as far as the captcha, from a device with the code given. */
  const loginWithCode = (deviceId: string, code: string) =>
    accounts().login(deviceId, '10.0.0.1', { username: 'nobody', password: seal('x'), code }, 'H5');

  /** A registration that succeeds when its captcha code does. */
  const registerWithCode = (deviceId: string, code: string, username = 'reader_wu') =>
    accounts().register(site, deviceId, {
      username,
      password: seal('Harbour#2026'),
      confirmPassword: seal('Harbour#2026'),
      code,
      question: 'firstPet',
      answer: 'x',
    });

  /** Registered and approved, as an operator does it. */
  async function member(username: string, password = 'Harbour#2026') {
    await register(username, password);
    await approve(username);
    return (await fixture.services.profiles.profile(await signIn(username, password))).id;
  }

  async function signIn(username: string, password = 'Harbour#2026') {
    const { token } = await login(username, password);
    const user = await accounts().authenticate(token);
    if (!user) throw new Error('no session');
    return user;
  }

  const status = async (username: string) =>
    (
      await fixture.data.db
        .selectFrom('users')
        .select('status')
        .where('username', '=', username)
        .executeTakeFirst()
    )?.status;

  it('registers an account that waits for review, under its name in lower case', async () => {
    expect(await register('Reader_Li')).toEqual({ status: 'pending' });
    expect(
      await fixture.data.db
        .selectFrom('users')
        .select(['username', 'name', 'status'])
        .executeTakeFirst(),
    ).toEqual({ username: 'reader_li', name: 'Reader_Li', status: 'pending' });
  });

  it('refuses a username already taken, whatever its case', async () => {
    await register('reader_li');
    await expect(register('READER_LI')).rejects.toEqual(refusal('error.usernameTaken'));
  });

  it('refuses a password outside the rule, two that differ, and one it cannot decrypt', async () => {
    await expect(register('reader_a', 'short')).rejects.toEqual(refusal('error.passwordRule'));
    await expect(
      accounts().register(site, 'device-a', {
        username: 'reader_b',
        password: seal('Harbour#2026'),
        confirmPassword: seal('Harbour#2027'),
        code: await captcha('device-a'),
        question: 'firstPet',
        answer: 'x',
      }),
    ).rejects.toEqual(refusal('error.passwordMismatch'));
    await expect(
      accounts().register(site, 'device-a', {
        username: 'reader_c',
        password: 'bm90IGNpcGhlcnRleHQ=',
        confirmPassword: 'bm90IGNpcGhlcnRleHQ=',
        code: await captcha('device-a'),
        question: 'firstPet',
        answer: 'x',
      }),
    ).rejects.toEqual(refusal('error.passwordUnreadable'));
  });

  it('takes the captcha answer whatever its case, once only: a wrong guess uses it up', async () => {
    await accounts().issueCaptcha('device-a', 'K7QX');
    const attempt = (code: string) =>
      accounts().register(site, 'device-a', {
        username: 'reader_li',
        password: seal('Harbour#2026'),
        confirmPassword: seal('Harbour#2026'),
        code,
        question: 'firstPet',
        answer: 'x',
      });
    await expect(attempt('WRONG')).rejects.toEqual(refusal('error.captcha'));
    await expect(attempt('K7QX')).rejects.toEqual(refusal('error.captcha'));
    await accounts().issueCaptcha('device-a', 'K7QX');
    await expect(attempt(' k7qx ')).resolves.toEqual({ status: 'pending' });
  });

  it('lets a captcha answer expire after five minutes', async () => {
    await accounts().issueCaptcha('device-a', 'K7QX');
    fixture.data.clock.advance(5 * MINUTE);
    await expect(loginWithCode('device-a', 'K7QX')).rejects.toEqual(refusal('error.captcha'));
  });

  it('binds a captcha to the device it was drawn for', async () => {
    await accounts().issueCaptcha('device-a', 'K7QX');
    await expect(loginWithCode('device-b', 'K7QX')).rejects.toEqual(refusal('error.captcha'));
  });

  it('replaces a device’s picture when it draws another: only the newest answer counts', async () => {
    await accounts().issueCaptcha('device-a', 'K7QX');
    await accounts().issueCaptcha('device-a', 'M4PR');
    await expect(registerWithCode('device-a', 'K7QX')).rejects.toEqual(refusal('error.captcha'));
    await accounts().issueCaptcha('device-a', 'K7QX');
    await accounts().issueCaptcha('device-a', 'M4PR');
    await expect(registerWithCode('device-a', 'M4PR')).resolves.toEqual({ status: 'pending' });
  });

  it('takes a solved proof of work in the code field, once, from the device it was issued to', async () => {
    const challenge = await accounts().issueChallenge('device-a');
    expect(challenge.difficulty).toBe(8);
    expect(challenge.challenge).toMatch(/^[\w-]{22}$/);
    const code = solveProofOfWork(challenge);
    expect(code).toMatch(/^pow:[0-9a-z]{1,6}$/);
    // Not from another device, and a refused attempt uses the challenge up.
    await expect(registerWithCode('device-b', code)).rejects.toEqual(refusal('error.captcha'));
    await expect(registerWithCode('device-a', code)).resolves.toEqual({ status: 'pending' });
    // Replayed: the challenge was taken by its first use.
    await expect(registerWithCode('device-a', code, 'reader_zhou')).rejects.toEqual(
      refusal('error.captcha'),
    );
  });

  it('refuses a nonce that does not solve the challenge, and the challenge with it', async () => {
    const challenge = await accounts().issueChallenge('device-a');
    const good = solveProofOfWork(challenge);
    const nonces = Array.from({ length: 300 }, (_, i) => i.toString(36));
    const wrong = nonces.find((nonce) => !solves(challenge, `pow:${nonce}`));
    await expect(registerWithCode('device-a', `pow:${wrong ?? ''}`)).rejects.toEqual(
      refusal('error.captcha'),
    );
    // One challenge, one attempt: the right nonce comes too late.
    await expect(registerWithCode('device-a', good)).rejects.toEqual(refusal('error.captcha'));
    for (const malformed of ['pow:', 'pow:ABC', 'pow:1234567', 'pow:-1', 'POW:1'])
      await expect(registerWithCode('device-a', malformed)).rejects.toEqual(
        refusal('error.captcha'),
      );
  });

  it('lets a challenge expire after five minutes, and a new challenge replaces the old', async () => {
    let code = solveProofOfWork(await accounts().issueChallenge('device-a'));
    fixture.data.clock.advance(5 * MINUTE);
    await expect(registerWithCode('device-a', code)).rejects.toEqual(refusal('error.captcha'));

    // A newer challenge replaces it (drawn again in the rare case the old nonce solves it too).
    code = solveProofOfWork(await accounts().issueChallenge('device-a'));
    let newer = await accounts().issueChallenge('device-a');
    while (solves(newer, code)) newer = await accounts().issueChallenge('device-a');
    await expect(registerWithCode('device-a', code)).rejects.toEqual(refusal('error.captcha'));

    // Just inside the five minutes, a solved challenge still counts.
    code = solveProofOfWork(await accounts().issueChallenge('device-a'));
    fixture.data.clock.advance(5 * MINUTE - 1_000);
    await expect(registerWithCode('device-a', code)).resolves.toEqual({ status: 'pending' });
  });

  it('uses up the picture and the challenge together: one attempt per issue, whichever it answers', async () => {
    await accounts().issueCaptcha('device-a', 'K7QX');
    const code = solveProofOfWork(await accounts().issueChallenge('device-a'));
    await expect(registerWithCode('device-a', 'WRONG')).rejects.toEqual(refusal('error.captcha'));
    await expect(registerWithCode('device-a', code)).rejects.toEqual(refusal('error.captcha'));
    await accounts().issueCaptcha('device-a', 'K7QX');
    await accounts().issueChallenge('device-a');
    await expect(registerWithCode('device-a', 'K7QX')).resolves.toEqual({ status: 'pending' });
  });

  it('accepts no fixed captcha answer unless TEST_CAPTCHA is set under NODE_ENV=test', async () => {
    await expect(registerWithCode('device-a', 'TST1')).rejects.toEqual(refusal('error.captcha'));
  });

  it('keeps an account out until it is approved, and tells a rejected reader why', async () => {
    await register('reader_li');
    await expect(login('reader_li')).rejects.toEqual(refusal('error.pendingReview'));
    await register('reader_wang');
    await fixture.services.registrations.reject(
      operator,
      await idOf('reader_wang'),
      'Name breaks the rules',
    );
    await expect(login('reader_wang')).rejects.toEqual(
      expect.objectContaining({
        messageKey: 'error.rejected',
        params: { reason: 'Name breaks the rules' },
      }),
    );
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    await member('reader_li');
    await expect(login('reader_li', 'Harbour#2027')).rejects.toEqual(refusal('error.loginFailed'));
    await expect(login('nobody_here')).rejects.toEqual(refusal('error.loginFailed'));
  });

  it('locks the address that failed five times out of the account, for its window only', async () => {
    await member('reader_li');
    for (let i = 0; i < LOGIN_PAIR_FAILURES; i += 1)
      await expect(login('reader_li', 'Wrong#Pass1')).rejects.toEqual(refusal('error.loginFailed'));
    await expect(login('reader_li')).rejects.toMatchObject({
      kind: 'rateLimited',
      messageKey: 'error.loginLocked',
      retryAfterSeconds: expect.any(Number) as unknown,
    });
    // The owner, elsewhere, is not locked out by someone guessing.
    await expect(login('reader_li', 'Harbour#2026', '10.0.0.2')).resolves.toHaveProperty('token');
    fixture.data.clock.advance(15 * MINUTE);
    await expect(login('reader_li')).resolves.toHaveProperty('token');
  });

  it('starts counting an address’s failures again after it signs in', async () => {
    await member('reader_li');
    for (let i = 0; i < LOGIN_PAIR_FAILURES - 1; i += 1)
      await expect(login('reader_li', 'Wrong#Pass1')).rejects.toThrow();
    await login('reader_li');
    for (let i = 0; i < LOGIN_PAIR_FAILURES - 1; i += 1)
      await expect(login('reader_li', 'Wrong#Pass1')).rejects.toThrow();
    await expect(login('reader_li')).resolves.toHaveProperty('token');
  });

  it('locks an address after thirty failures, whichever accounts it tried', async () => {
    await member('reader_li');
    for (let i = 0; i < LOGIN_ADDRESS_FAILURES; i += 1)
      await expect(login(`guess_${String(i)}`, 'Wrong#Pass1', '10.9.9.9')).rejects.toEqual(
        refusal('error.loginFailed'),
      );
    await expect(login('reader_li', 'Harbour#2026', '10.9.9.9')).rejects.toMatchObject({
      kind: 'rateLimited',
      messageKey: 'error.loginLocked',
    });
    await expect(login('reader_li', 'Harbour#2026', '10.0.0.2')).resolves.toHaveProperty('token');
  });

  it('gives a random token that stands for the reader for thirty days', async () => {
    await member('reader_li');
    const { token } = await login('reader_li');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await accounts().authenticate(token)).toMatchObject({ username: 'reader_li' });
    fixture.data.clock.advance(30 * DAY - 1);
    expect(await accounts().authenticate(token)).toBeDefined();
    fixture.data.clock.advance(1);
    expect(await accounts().authenticate(token)).toBeUndefined();
  });

  it('ends the session it is asked from on sign-out, and no other', async () => {
    await member('reader_li');
    const { token: here } = await login('reader_li');
    const { token: elsewhere } = await login('reader_li');
    await accounts().logout(await accounts().authenticate(here));
    expect(await accounts().authenticate(here)).toBeUndefined();
    expect(await accounts().authenticate(elsewhere)).toBeDefined();
  });

  it('changes a password only with the current one, ending every other session', async () => {
    await member('reader_li');
    const here = await signIn('reader_li');
    const { token: elsewhere } = await login('reader_li');
    await expect(
      accounts().changePassword(here, {
        oldPassword: seal('Wrong#Pass1'),
        newPassword: seal('Lighthouse#9'),
        confirmPassword: seal('Lighthouse#9'),
      }),
    ).rejects.toEqual(refusal('error.oldPasswordWrong'));
    await accounts().changePassword(here, {
      oldPassword: seal('Harbour#2026'),
      newPassword: seal('Lighthouse#9'),
      confirmPassword: seal('Lighthouse#9'),
    });
    expect(await accounts().authenticate(elsewhere)).toBeUndefined();
    expect(await fixture.services.profiles.profile(here)).toMatchObject({ username: 'reader_li' });
    await expect(login('reader_li', 'Lighthouse#9')).resolves.toHaveProperty('token');
  });

  it('gives a recovery ticket for the right question and answer, the answer in any case and spacing', async () => {
    await member('reader_li');
    const check = async (question: string, answer: string) =>
      accounts().checkQuestion('device-a', {
        username: 'reader_li',
        question,
        answer,
        code: await captcha('device-a'),
      });
    await expect(check('firstPet', 'Rex')).rejects.toEqual(refusal('error.recoveryFailed'));
    await expect(check('firstCity', 'Mimi')).rejects.toEqual(refusal('error.recoveryFailed'));
    await expect(check('firstPet', '  MIMI ')).resolves.toHaveProperty('ticket');
  });

  it('gives no recovery ticket for an account that cannot sign in', async () => {
    await register('reader_li');
    await expect(
      accounts().checkQuestion('device-a', {
        username: 'reader_li',
        question: 'firstPet',
        answer: 'Mimi',
        code: await captcha('device-a'),
      }),
    ).rejects.toEqual(refusal('error.recoveryFailed'));
  });

  it('sets a new password with a ticket once, ending every session', async () => {
    await member('reader_li');
    const { token } = await login('reader_li');
    const { ticket } = await accounts().checkQuestion('device-a', {
      username: 'reader_li',
      question: 'firstPet',
      answer: 'mimi',
      code: await captcha('device-a'),
    });
    const reset = () =>
      accounts().setNewPassword({
        ticket,
        password: seal('Tidal#Wave8'),
        confirmPassword: seal('Tidal#Wave8'),
      });
    await reset();
    await expect(reset()).rejects.toEqual(refusal('error.ticketInvalid'));
    expect(await accounts().authenticate(token)).toBeUndefined();
    await expect(login('reader_li', 'Tidal#Wave8')).resolves.toHaveProperty('token');
    await expect(login('reader_li', 'Harbour#2026')).rejects.toEqual(refusal('error.loginFailed'));
  });

  it('lets a recovery ticket expire after ten minutes', async () => {
    await member('reader_li');
    const { ticket } = await accounts().checkQuestion('device-a', {
      username: 'reader_li',
      question: 'firstPet',
      answer: 'mimi',
      code: await captcha('device-a'),
    });
    fixture.data.clock.advance(10 * MINUTE);
    await expect(
      accounts().setNewPassword({
        ticket,
        password: seal('Tidal#Wave8'),
        confirmPassword: seal('Tidal#Wave8'),
      }),
    ).rejects.toEqual(refusal('error.ticketInvalid'));
  });

  it('stops a reader who asked for deactivation from signing in at once', async () => {
    await member('reader_li');
    const user = await signIn('reader_li');
    const { token } = await login('reader_li');
    await accounts().requestDeactivation(user);
    expect(await status('reader_li')).toBe('deactivating');
    expect(await accounts().authenticate(token)).toBeUndefined();
    await expect(login('reader_li')).rejects.toEqual(refusal('error.deactivated'));
  });

  it('tells an approved reader in their messages, and approves only pending accounts', async () => {
    const id = await member('reader_li');
    const messages = await fixture.data.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', Number(id))
      .execute();
    expect(messages).toEqual([{ kind: 'review', body: 'approved' }]);
    await expect(approve('reader_li')).rejects.toMatchObject({ messageKey: 'error.notPending' });
    await expect(approve('nobody')).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('removes a deactivated account’s personal data, keeping the row its comments point at', async () => {
    const id = Number(await member('reader_li'));
    await fixture.data.db
      .updateTable('users')
      .set({ bio: 'Ferries', phone: '123', id_number_masked: '110***002X', wx_openid: 'o-1' })
      .where('id', '=', id)
      .execute();
    await expect(
      fixture.services.registrations.processDeactivation(operator, id),
    ).rejects.toMatchObject({ messageKey: 'error.notDeactivating' });
    await accounts().requestDeactivation(await signIn('reader_li'));
    await fixture.services.registrations.processDeactivation(operator, id);
    const row = await fixture.data.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'deactivated',
      name: '',
      bio: '',
      phone: '',
      id_number_masked: '',
      answer_hash: '',
      wx_openid: null,
    });
    expect(row.username).toMatch(new RegExp(`^deactivated-${String(id)}-[0-9a-f]{8}$`));
    await expect(login('reader_li')).rejects.toEqual(refusal('error.loginFailed'));
  });
});

describe.each(testEngines())('AccountService with a fixed test captcha on $name', (engine) => {
  const testFixture = useServices(engine, () => ({ TEST_CAPTCHA: 'TST1' }));
  const developmentFixture = useServices(engine, () => ({
    NODE_ENV: 'development',
    TEST_CAPTCHA: 'TST1',
  }));
  const registerWith = (fixture: typeof testFixture, username: string) =>
    fixture.services.accounts.register(site, 'device-t', {
      username,
      password: sealPassword(fixture.services.keys.publicKeyPem, 'Harbour#2026'),
      confirmPassword: sealPassword(fixture.services.keys.publicKeyPem, 'Harbour#2026'),
      code: 'TST1',
      question: 'firstPet',
      answer: 'x',
    });

  it('takes TEST_CAPTCHA as it is, with no captcha drawn, again and again, under NODE_ENV=test', async () => {
    await expect(registerWith(testFixture, 'reader_t1')).resolves.toEqual({ status: 'pending' });
    await expect(registerWith(testFixture, 'reader_t2')).resolves.toEqual({ status: 'pending' });
  });

  it('refuses it anywhere else', async () => {
    await expect(registerWith(developmentFixture, 'reader_t3')).rejects.toEqual(
      refusal('error.captcha'),
    );
  });
});
