import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readRsaPublicKey, rsaOaepEncrypt } from './rsaOaepEncrypt.ts';
import { sha256Hex } from './sha256.ts';

describe('rsaOaepEncrypt', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it('reads the key the server publishes', () => {
    const key = readRsaPublicKey(publicPem);
    expect(key.size).toBe(256);
    expect(key.e).toBe(65537n);
  });

  it('produces ciphertext that node:crypto decrypts with OAEP SHA-256', () => {
    for (const password of ['Secret#2026a', 'Пароль#2026ok', '密码Ab#12345678']) {
      const sealed = rsaOaepEncrypt(publicPem, password);
      const plain = privateDecrypt(
        { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed, 'base64'),
      ).toString('utf8');
      expect(plain).toBe(password);
    }
  });

  it('is randomised: the same password never gives the same ciphertext', () => {
    expect(rsaOaepEncrypt(publicPem, 'x')).not.toBe(rsaOaepEncrypt(publicPem, 'x'));
  });

  it('refuses a message too long for the key and a key that is not one', () => {
    expect(() => rsaOaepEncrypt(publicPem, 'x'.repeat(200))).toThrow(/too long/);
    expect(() =>
      readRsaPublicKey('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
    ).toThrow();
  });

  it('keeps the hex digest of the signing helper unchanged', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
