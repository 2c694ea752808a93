import { describe, expect, it } from 'vitest';
import { STARTED_KEY, takeColdStart } from './coldStart.ts';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('takeColdStart', () => {
  it('is a cold start at home the first time in a session, and not again', () => {
    const session = memoryStore();
    expect(takeColdStart('', session)).toBe(true);
    expect(session.items.get(STARTED_KEY)).toBe('1');
    expect(takeColdStart('#/pages/index/index?lang=en', session)).toBe(false);
  });

  it('never takes a deep link or a share for a cold start, and counts it as the session’s start', () => {
    const session = memoryStore();
    expect(takeColdStart('#/pages/news-detail/news-detail?id=3&lang=en', session)).toBe(false);
    expect(takeColdStart('#/pages/video/video-detail1?id=4&lang=en', session)).toBe(false);
    expect(takeColdStart('#/?lang=en', session)).toBe(false);
  });

  it('starts afresh at home in a new session', () => {
    expect(takeColdStart('#/?lang=ru', memoryStore())).toBe(true);
    expect(takeColdStart('#/pages/index/index', memoryStore())).toBe(true);
  });

  it('counts every load at home as a start when session storage is blocked', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('SecurityError');
      },
    };
    expect(takeColdStart('', blocked)).toBe(true);
    expect(takeColdStart('', undefined)).toBe(true);
    expect(takeColdStart('#/pages/news-detail/news-detail?id=1', undefined)).toBe(false);
  });
});
