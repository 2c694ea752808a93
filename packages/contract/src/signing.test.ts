/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HEADER,
  NONCE_LENGTH,
  PLATFORMS,
  buildSignedHeaders,
  computeSign,
  createNonce,
  isValidNonce,
  verifySign,
} from './signing.ts';

const TIMESTAMP = 1700000000000;
const NONCE = 'abcDEF1234';
const SECRET = 'dev-secret';
const EXPECTED_SIGN = createHash('sha256')
  .update(`${TIMESTAMP}${NONCE}${SECRET}`, 'utf8')
  .digest('hex');

describe('computeSign', () => {
  it('is the SHA-256 of timestamp + nonce + secret', () => {
    expect(computeSign(TIMESTAMP, NONCE, SECRET)).toBe(EXPECTED_SIGN);
    expect(computeSign(String(TIMESTAMP), NONCE, SECRET)).toBe(EXPECTED_SIGN);
    expect(computeSign(TIMESTAMP, NONCE, SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifySign', () => {
  const base = { timestamp: String(TIMESTAMP), nonce: NONCE, secret: SECRET };

  it('accepts the right sign, in either case', () => {
    expect(verifySign({ ...base, sign: EXPECTED_SIGN })).toBe(true);
    expect(verifySign({ ...base, sign: EXPECTED_SIGN.toUpperCase() })).toBe(true);
  });

  it('rejects anything else', () => {
    const flipped = (EXPECTED_SIGN[0] === '0' ? '1' : '0') + EXPECTED_SIGN.slice(1);
    expect(verifySign({ ...base, sign: flipped })).toBe(false);
    expect(verifySign({ ...base, sign: EXPECTED_SIGN.slice(0, 63) })).toBe(false);
    expect(verifySign({ ...base, sign: '' })).toBe(false);
    expect(verifySign({ ...base, secret: 'other', sign: EXPECTED_SIGN })).toBe(false);
    expect(verifySign({ ...base, nonce: 'abcDEF1235', sign: EXPECTED_SIGN })).toBe(false);
    expect(verifySign({ ...base, timestamp: '1700000000001', sign: EXPECTED_SIGN })).toBe(false);
  });
});

describe('createNonce', () => {
  it('draws 10 alphanumeric characters', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = createNonce();
      expect(nonce).toHaveLength(NONCE_LENGTH);
      expect(nonce).toMatch(/^[A-Za-z0-9]{10}$/);
      for (const ch of nonce) seen.add(ch);
    }
    // 20 000 draws from 62 characters: every one should have turned up.
    expect(seen.size).toBe(62);
  });

  it('skips bytes that would bias the distribution', () => {
    // 248..255 must be rejected; everything below maps by % 62.
    const script = [255, 248, 0, 61, 62, 247, 250, 1, 26, 52, 10, 100];
    let pos = 0;
    const source = (n: number): Uint8Array => {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = script[pos++ % script.length] ?? 0;
      return out;
    };
    // 0 → 'A', 61 → '9', 62 → 'A', 247 → '9', 1 → 'B', 26 → 'a', 52 → '0', 10 → 'K',
    // 100 → 'm', then the script repeats and 0 → 'A'.
    expect(createNonce(source)).toBe('A9A9Ba0KmA');
  });

  it('gives up on a source that never yields usable bytes', () => {
    expect(() => createNonce((n) => new Uint8Array(n).fill(255))).toThrow();
  });
});

describe('isValidNonce', () => {
  it('accepts exactly 10 ASCII letters and digits', () => {
    expect(isValidNonce(NONCE)).toBe(true);
    expect(isValidNonce('abcDEF123')).toBe(false);
    expect(isValidNonce('abcDEF12345')).toBe(false);
    expect(isValidNonce('abcDEF123-')).toBe(false);
    expect(isValidNonce('abcDEF123é')).toBe(false);
    expect(isValidNonce(' bcDEF1234')).toBe(false);
    expect(isValidNonce('abcDEF1234\n')).toBe(false);
    expect(isValidNonce('')).toBe(false);
  });
});

describe('buildSignedHeaders', () => {
  it('returns every header, signed', () => {
    const headers = buildSignedHeaders({
      platform: 'H5',
      deviceId: 'device-1',
      lang: 'en',
      secret: SECRET,
      now: TIMESTAMP,
      nonce: NONCE,
      token: 'tok-123',
    });
    expect(headers).toEqual({
      platform: 'H5',
      loginType: '1',
      deviceId: 'device-1',
      lang: 'en',
      timestamp: '1700000000000',
      nonce: NONCE,
      sign: EXPECTED_SIGN,
      token: 'tok-123',
    });
    expect(Object.keys(headers).sort()).toEqual(Object.values(HEADER).sort());
  });

  it('leaves the token out when there is none', () => {
    for (const token of [undefined, null]) {
      const headers = buildSignedHeaders({
        platform: 'App',
        deviceId: 'd',
        lang: 'ru',
        secret: SECRET,
        token,
      });
      expect(headers).not.toHaveProperty(HEADER.token);
    }
  });

  it('fills in a fresh nonce and the current time', () => {
    const before = Date.now();
    const headers = buildSignedHeaders({
      platform: 'wxOfficialAccount',
      deviceId: 'd',
      lang: 'ja',
      secret: SECRET,
    });
    const after = Date.now();
    const timestamp = Number(headers[HEADER.timestamp]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
    expect(isValidNonce(headers[HEADER.nonce] ?? '')).toBe(true);
    expect(
      verifySign({
        timestamp: headers[HEADER.timestamp] ?? '',
        nonce: headers[HEADER.nonce] ?? '',
        sign: headers[HEADER.sign] ?? '',
        secret: SECRET,
      }),
    ).toBe(true);
  });

  it('knows the three platforms', () => {
    expect(PLATFORMS).toEqual(['H5', 'wxOfficialAccount', 'App']);
  });
});
