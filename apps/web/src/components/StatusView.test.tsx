import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/apiClient.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { StatusView } from './StatusView.tsx';

describe('StatusView', () => {
  it('says there is nothing to show', async () => {
    await renderWithApp(<StatusView empty />);
    expect(screen.getByText('Nothing to show yet')).toBeTruthy();
  });

  it.each([
    [new ApiRequestError(408, 'timeout'), 'The server connection timed out. Tap to retry.'],
    [new ApiRequestError(429, 'slow down'), 'The server is busy. Tap the screen to retry.'],
    [new ApiRequestError(-1, 'network'), 'Couldn’t load this. Tap to retry.'],
  ])('names the failure in the reader’s words and retries on a tap (%s)', async (error, text) => {
    const retry = vi.fn();
    const { user } = await renderWithApp(<StatusView error={error} onRetry={retry} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(text);
    await user.click(button);
    expect(retry).toHaveBeenCalledOnce();
  });
});
