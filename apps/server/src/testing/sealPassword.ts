import { constants, publicEncrypt } from 'node:crypto';

/** A password as the web app sends it: RSA-OAEP (SHA-256) with the server's public key, base64. */
export function sealPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}
