import { govPublicKeyGetPublicKey } from '@news/contract/endpoints/account/govPublicKeyGetPublicKey';
import { resetPassword } from '@news/contract/endpoints/account/resetPassword';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../testing/fakeApi.ts';
import { renderWithApp, signIn } from '../../testing/renderWithApp.tsx';
import { publicKeyAnswer, unseal, withoutWebCrypto } from '../../testing/serverKey.ts';
import { PasswordPage } from './PasswordPage.tsx';

function passwordServer() {
  withoutWebCrypto();
  return fakeApi({
    [govPublicKeyGetPublicKey.path]: publicKeyAnswer,
    [resetPassword.path]: () => ok(null),
  });
}

describe('PasswordPage (the password fields every account screen shares)', () => {
  it('labels the fields and gives the new password’s rule', async () => {
    await renderWithApp(<PasswordPage />);
    const current = screen.getByLabelText('Current password');
    const fresh = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(fresh.getAttribute('autocomplete')).toBe('new-password');
    expect(confirm.getAttribute('maxlength')).toBe('16');
    expect(fresh.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/^8–16 characters/)).toBeTruthy();
  });

  it('says what is wrong under each field and sends nothing', async () => {
    const api = passwordServer();
    const { user } = await renderWithApp(<PasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'This field is required',
      'The password must be 8 to 16 characters',
      'Passwords do not match',
    ]);
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('sends every password sealed with the server’s key, never as typed', async () => {
    signIn();
    const api = passwordServer();
    const { user } = await renderWithApp(<PasswordPage />);
    await user.type(screen.getByLabelText('Current password'), 'First#Pass1');
    await user.type(screen.getByLabelText('New password'), 'Second#Pass2');
    await user.type(screen.getByLabelText('Confirm password'), 'Second#Pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Password changed. Your other devices have been signed out.',
      );
    });
    const sent = api.calls.find((call) => call.path === resetPassword.path)?.params ?? {};
    // `#` is not in base64's alphabet: no ciphertext contains it by chance.
    for (const value of Object.values(sent)) expect(value).not.toContain('#Pass');
    expect(unseal(sent['oldPassword'] ?? '')).toBe('First#Pass1');
    expect(unseal(sent['newPassword'] ?? '')).toBe('Second#Pass2');
    expect(unseal(sent['confirmPassword'] ?? '')).toBe('Second#Pass2');
  });

  it('shows the server’s reason when it refuses, and lets the reader try again', async () => {
    signIn();
    const api = passwordServer();
    api.on(resetPassword.path, () => refused('The current password is wrong.'));
    const { user } = await renderWithApp(<PasswordPage />);
    await user.type(screen.getByLabelText('Current password'), 'Wrong#Pass1');
    await user.type(screen.getByLabelText('New password'), 'Second#Pass2');
    await user.type(screen.getByLabelText('Confirm password'), 'Second#Pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('The current password is wrong.');
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });
});
