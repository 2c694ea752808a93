import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './localTime.ts';

describe('datetime-local values', () => {
  it('go to an instant and back in the browser’s time zone', () => {
    const iso = fromLocalInput('2026-11-24T09:30');
    expect(iso).toMatch(/^2026-11-2\dT\d\d:30:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2026-11-24T09:30');
  });

  it('give nothing for what is not a time', () => {
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
