import { checkLogin } from '@news/contract/endpoints/account/checkLogin';
import { govPublicKeyGetPublicKey } from '@news/contract/endpoints/account/govPublicKeyGetPublicKey';
import { peopleUserInfo } from '@news/contract/endpoints/account/peopleUserInfo';
import { peopleUserUserData } from '@news/contract/endpoints/account/peopleUserUserData';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseHash } from '../../lib/router/hashLocation.ts';
import { fakeApi, ok, refused, tooMany } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { publicKeyAnswer, unseal, withoutWebCrypto } from '../../testing/serverKey.ts';
import { isRoutePath } from '../routeTable.ts';
import { LoginPage } from './LoginPage.tsx';

const at = (hash: string) => parseHash(hash);

/** The login screen at the window's hash, re-rendered (not remounted) when the hash changes. */
function FollowsHash() {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const follow = (): void => {
      setHash(window.location.hash);
    };
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
    };
  }, []);
  return <LoginPage location={at(hash)} isRoutePath={isRoutePath} />;
}

const PROFILE = {
  id: '5',
  username: 'reader',
  name: 'Reader',
  gender: 'unknown',
  address: '',
  bio: '',
  birthday: '',
  avatar: '',
  phone: '',
  wechatAccount: '',
  idNumberMasked: '',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('LoginPage', () => {
  it('asks a returning reader for the password they have', async () => {
    await renderWithApp(
      <LoginPage location={at('#/pages/login/login?lang=en')} isRoutePath={isRoutePath} />,
    );
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    expect(screen.queryByLabelText('Security question')).toBeNull();
  });

  it('asks a new reader for a new password twice, with its rule, and a security question', async () => {
    await renderWithApp(
      <LoginPage
        location={at('#/pages/login/login?mode=register&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(screen.getByText(/^8–16 characters/)).toBeTruthy();
    expect(screen.getByLabelText('Security question').tagName).toBe('SELECT');
  });

  it('checks every field by the server’s rules before sending anything', async () => {
    const api = fakeApi();
    const { user } = await renderWithApp(
      <LoginPage
        location={at('#/pages/login/login?mode=register&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    await user.type(screen.getByLabelText('Username'), '9lives');
    await user.type(screen.getByLabelText('Password'), 'alllowercase1!');
    await user.type(screen.getByLabelText('Confirm password'), 'alllowercase1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '4–20 letters, digits or _, starting with a letter',
      'Use upper- and lower-case letters, digits and special characters',
      'Passwords do not match',
      'This field is required',
      'This field is required',
    ]);
    expect(api.calls).toEqual([]);
  });

  it('asks for the agreements to be ticked before signing in', async () => {
    const api = fakeApi();
    const { user } = await renderWithApp(
      <LoginPage location={at('#/pages/login/login?lang=en')} isRoutePath={isRoutePath} />,
    );
    await user.type(screen.getByLabelText('Username'), 'reader');
    await user.type(screen.getByLabelText('Password'), 'Reader#2026a');
    await user.type(screen.getByLabelText('Verification code'), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The toast, beside the captcha's own status line.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Please read and tick the User Agreement and the Privacy Policy',
    );
    expect(api.calls).toEqual([]);
  });

  it('shows the server’s refusal and clears the used verification code', async () => {
    withoutWebCrypto();
    const api = fakeApi({
      [govPublicKeyGetPublicKey.path]: publicKeyAnswer,
      [checkLogin.path]: () => refused('Wrong username or password.'),
    });
    const { user } = await renderWithApp(
      <LoginPage location={at('#/pages/login/login?lang=en')} isRoutePath={isRoutePath} />,
    );
    await user.type(screen.getByLabelText('Username'), 'reader');
    await user.type(screen.getByLabelText('Password'), 'Reader#2026a');
    await user.type(screen.getByLabelText('Verification code'), 'ABCD');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText('Wrong username or password.')).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Verification code').value).toBe('');
    const sent = api.calls.find((call) => call.path === checkLogin.path)?.params;
    expect(unseal(sent?.['password'] ?? '')).toBe('Reader#2026a');
  });

  it('leaves no used verification code behind when a registration goes on to sign in', async () => {
    withoutWebCrypto();
    fakeApi({
      '/gov/publicKey/getPublicKey.do': publicKeyAnswer,
      '/register.do': () => ok({ status: 'pending' }),
    });
    window.location.hash = '#/pages/login/login?mode=register&lang=en';
    const { user } = await renderWithApp(<FollowsHash />);
    await user.type(screen.getByLabelText('Username'), 'newreader');
    await user.type(screen.getByLabelText('Password'), 'Reader#2026a');
    await user.type(screen.getByLabelText('Confirm password'), 'Reader#2026a');
    await user.type(screen.getByLabelText('Answer'), 'Mimi');
    await user.type(screen.getByLabelText('Verification code'), 'ABCD');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const card = await screen.findByTestId('awaiting-review');
    // Its button goes on to sign in on the same screen, kept mounted as the app keeps it.
    await user.click(within(card).getByRole('button'));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByLabelText<HTMLInputElement>('Verification code').value).toBe('');
  });

  it('tells the reader in their words when the server says too many tries (HTTP 429)', async () => {
    withoutWebCrypto();
    fakeApi({
      '/gov/publicKey/getPublicKey.do': publicKeyAnswer,
      '/checkLogin.do': () =>
        tooMany('Too many failed sign-in attempts. Please wait a while and try again.'),
    });
    const { user } = await renderWithApp(
      <LoginPage location={at('#/pages/login/login?lang=en')} isRoutePath={isRoutePath} />,
    );
    await user.type(screen.getByLabelText('Username'), 'reader');
    await user.type(screen.getByLabelText('Password'), 'Reader#2026a');
    await user.type(screen.getByLabelText('Verification code'), 'ABCD');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      (
        await screen.findByText(
          'Too many failed sign-in attempts. Please wait a while and try again.',
        )
      ).getAttribute('role'),
    ).toBe('status');
  });

  it.each([
    ['/pages/news-detail/news-detail?id=7&lang=en', '#/pages/news-detail/news-detail?id=7&lang=en'],
    // Not one of the app's screens, or sign-in itself: the user centre instead.
    ['/pages/no-such/page?lang=en', '#/pages/index/user?lang=en'],
    ['/pages/login/retrievePwd?lang=en', '#/pages/index/user?lang=en'],
  ])('after signing in with redirect=%s, opens %s', async (redirect, opened) => {
    withoutWebCrypto();
    fakeApi({
      [govPublicKeyGetPublicKey.path]: publicKeyAnswer,
      [checkLogin.path]: () => ok({ token: 'reader-token' }),
      [peopleUserInfo.path]: () => ok(PROFILE),
      [peopleUserUserData.path]: () =>
        ok({ commentCount: 0, likeCount: 0, collectCount: 0, unreadMessageCount: 0 }),
    });
    const { user } = await renderWithApp(
      <LoginPage
        location={at(`#/pages/login/login?lang=en&redirect=${encodeURIComponent(redirect)}`)}
        isRoutePath={isRoutePath}
      />,
    );
    await user.type(screen.getByLabelText('Username'), 'reader');
    await user.type(screen.getByLabelText('Password'), 'Reader#2026a');
    await user.type(screen.getByLabelText('Verification code'), 'ABCD');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(window.location.hash).toBe(opened);
    });
  });
});
