import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SIGNATURE_WINDOW_MS } from '@news/contract/constants';
import { HEADER, isValidNonce, verifySign } from '@news/contract/signing';
import { ApiError } from '../http/ApiError.ts';
import type { NonceLedger } from '../state/NonceLedger.ts';

// Node's SHA-256 is several times faster than the portable one the web app signs with; the
// contract's tests check both give the same digests.
const nodeSha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Checks a request's signature (docs/api.md): the sign must match, the timestamp must be within
 * the window of the server clock, and the nonce must not have been seen within that window —
 * which is why nonces are remembered for exactly the window.
 */
export async function verifySignature(
  request: FastifyRequest,
  secret: string,
  nonces: NonceLedger,
  now: number = Date.now(),
): Promise<void> {
  const timestamp = header(request, HEADER.timestamp);
  const nonce = header(request, HEADER.nonce);
  const sign = header(request, HEADER.sign);
  if (!timestamp || !nonce || !sign || !/^\d{1,16}$/.test(timestamp) || !isValidNonce(nonce)) {
    throw ApiError.protocol(403, 'error.badSignature');
  }
  if (!verifySign({ timestamp, nonce, sign, secret }, nodeSha256Hex))
    throw ApiError.protocol(403, 'error.badSignature');
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS)
    throw ApiError.protocol(403, 'error.staleTimestamp');
  // The nonce is claimed only after the sign checks out, so forged requests cannot burn real nonces.
  // It must be remembered only while its timestamp is still inside the window (plus a second's
  // margin): a replay after that is refused as stale. For a fresh request that is half the
  // memory of keeping every nonce for two windows.
  const remember = Number(timestamp) + SIGNATURE_WINDOW_MS - now + 1_000;
  const first = await nonces.claim(nonce, remember);
  if (!first) throw ApiError.protocol(403, 'error.replayedNonce');
}
