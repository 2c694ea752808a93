import { createHmac, randomInt } from 'node:crypto';

/**
 * The CSRF token of a console session: an HMAC of the session's cookie token. Only someone
 * holding the cookie can work it out, the server needs to store nothing more, and a reload of
 * the console can be given it again (`GET /console/api/session`).
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('news-console-csrf').digest('base64url');
}

// No characters that look alike (0/O, 1/l/I), so the password can be read out or typed from paper.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password: 20 characters of 56 (116 bits), in groups of five for reading out. */
export function oneTimePassword(): string {
  const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? 'x');
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}
