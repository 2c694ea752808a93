import {
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  constants,
  randomBytes,
  createPublicKey,
  createHash,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerKeys {
  /** SPKI PEM for `getPublicKey.do`. */
  publicKeyPem: string;
  /** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext; undefined when it is not one of ours. */
  decryptPassword(ciphertext: string): string | undefined;
  /** AES-256-GCM for personal data at rest (ID numbers). */
  seal(plain: string): string;
  open(sealed: string): string | undefined;
}

/**
 * The RSA key pair for password transport and the data key for personal data, made on first
 * start and kept in the data directory (mode 600), or taken from configuration.
 */
export function loadServerKeys(
  dataDir: string,
  configured: { rsaPrivateKeyPem?: string | undefined; dataKey?: string | undefined } = {},
): ServerKeys {
  const dir = join(dataDir, 'keys');
  let privatePem = configured.rsaPrivateKeyPem;
  if (!privatePem) {
    const file = join(dir, 'rsa-private.pem');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
    privatePem = readFileSync(file, 'utf8');
  }
  let dataKey: Buffer;
  if (configured.dataKey) {
    dataKey = createHash('sha256').update(configured.dataKey).digest();
  } else {
    const file = join(dir, 'data.key');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    }
    dataKey = Buffer.from(readFileSync(file, 'utf8'), 'base64');
  }
  const privateKey = privatePem;
  const publicKeyPem = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();

  return {
    publicKeyPem,
    decryptPassword(ciphertext) {
      if (!/^[A-Za-z0-9+/=]{16,1024}$/.test(ciphertext)) return undefined;
      try {
        return privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        ).toString('utf8');
      } catch {
        return undefined;
      }
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !body) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', dataKey, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
