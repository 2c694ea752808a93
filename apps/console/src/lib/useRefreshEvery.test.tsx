import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshEvery } from './useRefreshEvery.ts';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const every30s = (refresh: () => void) =>
  renderHook(
    ({ callback }) => {
      useRefreshEvery(30_000, callback);
    },
    { initialProps: { callback: refresh } },
  );

describe('useRefreshEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes on its interval while the page is in view, with the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = every30s(first);
    vi.advanceTimersByTime(29_999);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ callback: second });
    // A new callback does not restart the clock: the next refresh is still 30 s after the last.
    vi.advanceTimersByTime(30_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while hidden, and refreshes at once on coming back', () => {
    const refresh = vi.fn();
    every30s(refresh);
    setVisibility('hidden');
    vi.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops when the screen goes away', () => {
    const refresh = vi.fn();
    const { unmount } = every30s(refresh);
    unmount();
    vi.advanceTimersByTime(90_000);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
  });
});
