import { createHash } from 'node:crypto';

/** The CSP source expression that allows an inline element with exactly this text: `'sha256-…'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
