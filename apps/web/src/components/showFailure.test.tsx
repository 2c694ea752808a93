import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/apiClient.ts';
import { showFailure } from './showFailure.ts';
import { ToastHost } from './toast.tsx';

describe('showFailure', () => {
  it.each([
    ['a network failure', new ApiRequestError(-1, 'network')],
    ['a time-out', new ApiRequestError(408, 'timeout')],
    ['an unexpected answer', new ApiRequestError(-2, 'unexpected response')],
    ['an error of the page itself', new TypeError('x is undefined')],
  ])('tells the reader about %s', (_name, error) => {
    render(<ToastHost />);
    act(() => {
      showFailure(error, 'Something went wrong.');
    });
    expect(screen.getByRole('status').textContent).toBe('Something went wrong.');
  });

  it.each([
    ['a refusal, already toasted with the server’s reason', 0],
    ['an expired session, which opened sign-in', 401],
    ['too many tries, already toasted with the server’s words', 429],
  ])('says nothing more after %s', (_name, code) => {
    render(<ToastHost />);
    act(() => {
      showFailure(new ApiRequestError(code, 'refused'), 'Something went wrong.');
    });
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });
});
