import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { CaptchaField } from './CaptchaField.tsx';

describe('CaptchaField', () => {
  it('names the picture, its field and the button that changes it in the reader’s language', async () => {
    await renderWithApp(<CaptchaField value="" onChange={() => undefined} refreshKey={0} />, 'ja');
    expect(screen.getByLabelText('画像認証').tagName).toBe('INPUT');
    expect(screen.getByRole('img', { name: '画像認証の文字' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '別の画像を表示' })).toBeTruthy();
  });
});
