import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { AccountPage } from './AccountPage.tsx';

/** Typing into several fields takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' };

describe('the account screen’s second factor', () => {
  it('asks for the password before setting up an app, and again to turn it on', SLOW, async () => {
    const api = fakeApi();
    api.on('POST /session/totp/setup', () => ok(SETUP));
    api.on('POST /session/totp/enable', () => ok(null));
    const { user } = await renderWithConsole(<AccountPage />, { api, staff: staffMember() });

    await user.type(screen.getByLabelText('Your password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByText(SETUP.secret);
    await user.type(screen.getByRole('textbox', { name: 'Six-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => {
      expect(api.calls.some((c) => c.path.endsWith('/session/totp/enable'))).toBe(true);
    });
    const sent = (path: string) => api.calls.find((c) => c.path.endsWith(path))?.body;
    expect(sent('/session/totp/setup')).toEqual({ password: 'my password' });
    expect(sent('/session/totp/enable')).toEqual({
      code: '123456',
      password: 'my password',
    });
  });

  it(
    'asks for the password and the current code to replace or turn off an app that is on',
    SLOW,
    async () => {
      const api = fakeApi();
      api.on('POST /session/totp/disable', () => refused(400, 'The code is wrong.', 'totpWrong'));
      api.on('POST /session/totp/setup', () => ok(SETUP));
      const { user } = await renderWithConsole(<AccountPage />, {
        api,
        staff: staffMember({ totpEnabled: true }),
      });

      // The password change asks for the code too while the second factor is on.
      expect(screen.getAllByLabelText('Current code from your authenticator app')).toHaveLength(2);
      const [, factorCode] = screen.getAllByLabelText('Current code from your authenticator app');
      await user.type(screen.getAllByLabelText('Your password')[0] as HTMLElement, 'my password');
      await user.type(factorCode as HTMLElement, '654321');
      await user.click(screen.getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByText('The code is wrong.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Set up a new authenticator app' }));
      await screen.findByText(SETUP.secret);
      const bodies = api.calls
        .filter((c) => c.method === 'POST')
        .map((c) => [c.path.replace(/^.*\/console\/api/, ''), c.body]);
      expect(bodies).toEqual([
        ['/session/totp/disable', { password: 'my password', totpCode: '654321' }],
        ['/session/totp/setup', { password: 'my password', totpCode: '654321' }],
      ]);
    },
  );
});
