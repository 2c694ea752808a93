import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the token is the only thing standing for the reader, so it must not be guessable. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked database does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
