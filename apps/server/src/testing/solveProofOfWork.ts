import { hash } from 'node:crypto';
import { leadingZeroBits, powCode, powNonce } from '@news/contract/proofOfWork';

/**
 * The `code` a browser sends after solving a captcha challenge (docs/adr/0021-captcha.md), found
 * with Node's native SHA-256 (about a tenth of a second at the default difficulty here).
 * Tests sign in this way: the picture's answer is in no byte a client receives.
 */
export function solveProofOfWork(challenge: { challenge: string; difficulty: number }): string {
  for (let counter = 0; ; counter++) {
    const nonce = powNonce(counter);
    const digest = hash('sha256', challenge.challenge + nonce, 'buffer');
    if (leadingZeroBits(digest, challenge.difficulty) >= challenge.difficulty)
      return powCode(nonce);
  }
}
