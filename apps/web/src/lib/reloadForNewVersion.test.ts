import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewVersion, VERSION_RELOAD_KEY } from './reloadForNewVersion.ts';

function memorySession(): Pick<Storage, 'getItem' | 'setItem'> {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => {
      kept.set(key, value);
    },
  };
}

describe('reloadForNewVersion', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reloads once when a chunk is missing online, and not again within a minute', () => {
    const session = memorySession();
    const reload = vi.fn();
    expect(reloadForNewVersion(session, 1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(session.getItem(VERSION_RELOAD_KEY)).toBe('1000000');
    // The reloaded page (same tab, same session) fails again: no loop, the retry button shows.
    expect(reloadForNewVersion(session, 1_030_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy in the same tab reloads again.
    expect(reloadForNewVersion(session, 1_070_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves the retry to the reader offline, without session storage, or when storage throws', () => {
    const reload = vi.fn();
    expect(reloadForNewVersion(undefined, 1_000_000, reload)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForNewVersion(blocked, 1_000_000, reload)).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForNewVersion(memorySession(), 1_000_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
