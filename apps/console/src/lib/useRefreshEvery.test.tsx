import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshEvery } from './useRefreshEvery.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ refresh }: { refresh: () => void }) {
  useRefreshEvery(30_000, refresh);
  return null;
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useRefreshEvery', () => {
  let root: Root;
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('refreshes on its interval while the page is in view, with the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    act(() => {
      root.render(<Counter refresh={first} />);
    });
    vi.advanceTimersByTime(29_999);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    act(() => {
      root.render(<Counter refresh={second} />);
    });
    // A new callback does not restart the clock: the next refresh is still 30 s after the last.
    vi.advanceTimersByTime(30_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while hidden, and refreshes at once on coming back', () => {
    const refresh = vi.fn();
    act(() => {
      root.render(<Counter refresh={refresh} />);
    });
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
    act(() => {
      root.render(<Counter refresh={refresh} />);
    });
    act(() => {
      root.unmount();
    });
    root = createRoot(document.createElement('div'));
    vi.advanceTimersByTime(90_000);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
  });
});
