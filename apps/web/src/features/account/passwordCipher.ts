import { govPublicKeyGetPublicKeyPost } from '@news/contract/endpoints/account/govPublicKeyGetPublicKeyPost';
import { rsaOaepEncrypt } from '@news/contract/rsaOaepEncrypt';
import { api } from '../../lib/apiClient.ts';

let publicKey: Promise<string> | undefined;

function loadKey(): Promise<string> {
  publicKey ??= api(govPublicKeyGetPublicKeyPost)
    .then((key) => key.publicKey)
    .catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
  return publicKey;
}

function pemToDer(pem: string): ArrayBuffer {
  const binary = atob(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0)).buffer;
}

/**
 * Seals a password with the server's public key (RSA-OAEP, SHA-256) before it leaves the page:
 * Web Crypto where the page has it, else the project's own implementation (plain-http pages in
 * in-app browsers have no `crypto.subtle`). Base64, as the API expects.
 */
export async function sealPassword(password: string): Promise<string> {
  const pem = await loadKey();
  // Missing outside secure contexts, whatever the type declarations say.
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!subtle) return rsaOaepEncrypt(pem, password);
  const key = await subtle.importKey(
    'spki',
    pemToDer(pem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)),
  );
  let binary = '';
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return btoa(binary);
}
