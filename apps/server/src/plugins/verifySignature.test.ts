import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_MS } from '@news/contract/constants';
import { buildSignedHeaders } from '@news/contract/signing';
import { ApiError } from '../http/ApiError.ts';
import { MemoryNonceLedger } from '../state/MemoryNonceLedger.ts';
import { verifySignature } from './verifySignature.ts';

const SECRET = 'unit-sign-secret';

function requestSignedAt(timestamp: number, nonce: string): FastifyRequest {
  const headers = buildSignedHeaders({
    platform: 'H5',
    deviceId: 'unit-device',
    lang: 'en',
    secret: SECRET,
    now: timestamp,
    nonce,
  });
  return { headers } as unknown as FastifyRequest;
}

async function refusal(check: Promise<void>): Promise<string | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.messageKey : String(error);
  }
}

describe('verifySignature', () => {
  const nonce = 'a'.repeat(10);

  it('refuses a replay for as long as the timestamp is inside the window, then as stale', async () => {
    let clock = 1_000_000_000;
    const store = new MemoryNonceLedger(() => clock);
    const request = requestSignedAt(clock, nonce);
    expect(await refusal(verifySignature(request, SECRET, store, clock))).toBeUndefined();
    clock += SIGNATURE_WINDOW_MS;
    expect(await refusal(verifySignature(request, SECRET, store, clock))).toBe(
      'error.replayedNonce',
    );
    clock += 1;
    expect(await refusal(verifySignature(request, SECRET, store, clock))).toBe(
      'error.staleTimestamp',
    );
  });

  it('forgets a nonce once its request could only be refused as stale', async () => {
    let clock = 1_000_000_000;
    const store = new MemoryNonceLedger(() => clock);
    await verifySignature(requestSignedAt(clock, nonce), SECRET, store, clock);
    expect(store.size).toBe(1);
    // Nonces are dropped together, in 30-second slices of their expiry times.
    clock += SIGNATURE_WINDOW_MS + 1_001 + 30_000;
    await verifySignature(requestSignedAt(clock, 'b'.repeat(10)), SECRET, store, clock);
    expect(store.size).toBe(1);
  });

  it('refuses a forged sign without remembering its nonce', async () => {
    const store = new MemoryNonceLedger(() => 1_000_000_000);
    const request = requestSignedAt(1_000_000_000, nonce);
    request.headers.sign = '0'.repeat(64);
    expect(await refusal(verifySignature(request, SECRET, store, 1_000_000_000))).toBe(
      'error.badSignature',
    );
    expect(store.size).toBe(0);
  });
});
