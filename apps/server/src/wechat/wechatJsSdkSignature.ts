import { createHash, randomBytes } from 'node:crypto';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of 62 are dropped so every character stays equally
// likely; a plain `% 62` would favour the first eight.
const NONCE_BYTE_LIMIT = 256 - (256 % NONCE_ALPHABET.length);

/**
 * The signature WeChat's JS-SDK checks in `wx.config`. The provider hashes the page URL as the
 * browser reports it without the fragment, so the fragment must go here too or nothing matches.
 */
export function jsSdkSignature(input: {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number | string;
  url: string;
}): string {
  const hash = input.url.indexOf('#');
  const url = hash === -1 ? input.url : input.url.slice(0, hash);
  // The provider fixes this key order (ASCII order of the names) and takes the values raw, not
  // URL-encoded.
  const plain = `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${String(input.timestamp)}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

export function createNonceStr(length = 16): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError('nonce length must be a positive integer');
  }
  let nonce = '';
  while (nonce.length < length) {
    // A few spare bytes so one draw usually survives the rejected ones.
    for (const byte of randomBytes(length - nonce.length + 4)) {
      if (byte >= NONCE_BYTE_LIMIT) continue;
      nonce += NONCE_ALPHABET.charAt(byte % NONCE_ALPHABET.length);
      if (nonce.length === length) break;
    }
  }
  return nonce;
}
