import { describe, expect, it } from 'vitest';
import { alertForReader } from './alertForReader.ts';

const tag = (id: string) => ({ kind: 'tag' as const, id });

describe('which streamed alerts the in-app banner shows', () => {
  it('shows breaking news to a reader who never chose, and nothing sent only to followers', () => {
    expect(alertForReader({ breaking: true, subjects: [] }, undefined)).toBe(true);
    expect(alertForReader({ breaking: false, subjects: [tag('ferries')] }, undefined)).toBe(false);
  });

  it('keeps to what the reader chose: breaking news off, a followed tag on', () => {
    const saved = { breaking: false, subjects: [tag('ferries')], push: '' };
    expect(alertForReader({ breaking: true, subjects: [] }, saved)).toBe(false);
    expect(alertForReader({ breaking: true, subjects: [tag('ferries')] }, saved)).toBe(true);
    expect(alertForReader({ breaking: false, subjects: [tag('ferries')] }, saved)).toBe(true);
    expect(alertForReader({ breaking: false, subjects: [tag('harbour')] }, saved)).toBe(false);
    // The same name as another kind of subject is not the same subject.
    expect(
      alertForReader({ breaking: false, subjects: [{ kind: 'author', id: 'ferries' }] }, saved),
    ).toBe(false);
  });

  it('shows nothing for an event without an audience (an older server)', () => {
    expect(alertForReader(undefined, undefined)).toBe(false);
    expect(alertForReader('breaking', undefined)).toBe(false);
  });
});
