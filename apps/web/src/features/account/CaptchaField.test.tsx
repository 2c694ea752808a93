import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { leadingZeroBits } from '@news/contract/proofOfWork';
import { sha256Bytes } from '@news/contract/sha256';
import { fakeApi, ok, refused } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { CaptchaField } from './CaptchaField.tsx';

const CHALLENGE = 'q3V-a9Zk0m1Yx2Lw8PbQeA';

/** The field as a form holds it: the value it was given, and a way to ask for a new captcha. */
function Form({ onCode }: { onCode: (code: string) => void }) {
  const [value, setValue] = useState('');
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <CaptchaField
        value={value}
        onChange={(code) => {
          setValue(code);
          onCode(code);
        }}
        refreshKey={refreshKey}
      />
      <button
        type="button"
        onClick={() => {
          setRefreshKey((n) => n + 1);
        }}
      >
        refused
      </button>
    </>
  );
}

/** The captcha's own status line (the app's toast is a status too). */
function captchaStatus(): HTMLElement {
  const status = screen
    .getAllByRole('status')
    .find((el) => el.classList.contains('captcha-status'));
  if (!status) throw new Error('no captcha status line');
  return status;
}

describe('CaptchaField', () => {
  it('names the picture, its field and the buttons in the reader’s language', async () => {
    await renderWithApp(<CaptchaField value="" onChange={() => undefined} refreshKey={0} />, 'ja');
    expect(screen.getByLabelText('画像認証').tagName).toBe('INPUT');
    const picture = screen.getByRole('img', { name: '画像認証の文字' });
    expect(picture.getAttribute('src')).toMatch(/^\/jaapi\/code\?deviceId=[0-9a-f]{32}&/);
    expect(screen.getByRole('button', { name: '別の画像を表示' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '画像が読めない場合は自動で認証' })).toBeTruthy();
    // The live region is there, empty, before anything is said in it.
    expect(captchaStatus().textContent).toBe('');
  }, 20_000);

  it('verifies without reading: solves the device’s challenge, fills the field and says so', async () => {
    const api = fakeApi({
      '/code/challenge': () => ok({ challenge: CHALLENGE, difficulty: 10 }),
    });
    const onCode = vi.fn();
    const { user } = await renderWithApp(<Form onCode={onCode} />, 'ja');
    await user.click(screen.getByRole('button', { name: '画像が読めない場合は自動で認証' }));
    await vi.waitFor(
      () => {
        expect(captchaStatus().textContent).toBe('認証できました。このままお進みください。');
      },
      { timeout: 10_000 },
    );
    expect(api.calls.map((c) => c.path)).toEqual(['/code/challenge']);
    const code = String(onCode.mock.calls.at(-1)?.[0]);
    expect(code).toMatch(/^pow:[0-9a-z]{1,6}$/);
    // What the server checks: SHA-256 of the challenge and the nonce starts with 10 zero bits.
    const digest = sha256Bytes(new TextEncoder().encode(CHALLENGE + code.slice(4)));
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(screen.getByLabelText<HTMLInputElement>('画像認証').value).toBe(code);

    // A refused attempt used the challenge up: the next one starts afresh.
    await user.click(screen.getByRole('button', { name: 'refused' }));
    expect(captchaStatus().textContent).toBe('');
  }, 20_000);

  it('says so when the challenge cannot be had, and lets the reader try again', async () => {
    fakeApi({ '/code/challenge': () => refused('お待ちください') });
    const { user } = await renderWithApp(
      <CaptchaField value="" onChange={() => undefined} refreshKey={0} />,
      'ja',
    );
    const button = screen.getByRole('button', { name: '画像が読めない場合は自動で認証' });
    await user.click(button);
    await vi.waitFor(() => {
      expect(captchaStatus().textContent).toBe(
        '自動認証ができませんでした。もう一度お試しください。',
      );
    });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);
});
