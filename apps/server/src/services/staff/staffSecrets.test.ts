import { describe, expect, it } from 'vitest';
import { csrfTokenFor, oneTimePassword } from './staffSecrets.ts';

describe('staffSecrets', () => {
  it('derives the same CSRF token from a session token every time, and another for another session', () => {
    expect(csrfTokenFor('session-a')).toBe(csrfTokenFor('session-a'));
    expect(csrfTokenFor('session-a')).not.toBe(csrfTokenFor('session-b'));
    expect(csrfTokenFor('session-a')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes one-time passwords of four groups of five, without characters that look alike', () => {
    const passwords = Array.from({ length: 200 }, () => oneTimePassword());
    for (const password of passwords)
      expect(password).toMatch(/^[a-kmnp-zA-HJ-NP-Z2-9]{5}(-[a-kmnp-zA-HJ-NP-Z2-9]{5}){3}$/);
    expect(new Set(passwords).size).toBe(200);
  });
});
