import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { vi } from 'vitest';
import { ok, type FakeAnswer } from './fakeApi.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** The server's answer to the public key call: a real RSA key the test holds the private half of. */
export const publicKeyAnswer = (): FakeAnswer => ok({ publicKey, alg: 'RSA-OAEP-256' });

/** Reads a sealed password field as the server would. */
export function unseal(sealed: string): string {
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed, 'base64'),
  ).toString('utf8');
}

/**
 * jsdom's typed arrays come from another realm than Node's Web Crypto, which refuses them: the
 * page then seals with its own RSA-OAEP, the path plain-http pages take (the browser tests cover
 * Web Crypto).
 */
export function withoutWebCrypto(): void {
  const random = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
  vi.stubGlobal('crypto', { getRandomValues: random });
}
