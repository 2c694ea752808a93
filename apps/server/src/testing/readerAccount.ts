import { constants, publicEncrypt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { UsersRepository } from '../repositories/UsersRepository.ts';
import { signedHeaders } from './signedHeaders.ts';
import { checkLogin, register } from '@news/contract/endpoints/accountEndpoints';

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export const READER_PASSWORD = 'Harbour#2026';

/** A signed JSON POST to the English site, as the app sends it. */
export async function postApi(
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const res = await fetch(`${baseUrl}/enapi${path}`, {
    method: 'POST',
    headers: { ...signedHeaders('en', headers), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/** Encrypts password fields with the server's public key, as the app does before sending them. */
export async function passwordSealer(
  baseUrl: string,
  headers: Record<string, string> = signedHeaders('en'),
): Promise<(text: string) => string> {
  const res = await fetch(`${baseUrl}/enapi/gov/publicKey/getPublicKey.do`, { headers });
  const key = ((await res.json()) as { data: { publicKey: string } }).data.publicKey;
  return (text) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
}

/**
 * A reader registered, approved (in the database, as the operator command does) and signed in
 * through the API, with the server's fixed test captcha; resolves to the token.
 */
export async function signedInReader(
  baseUrl: string,
  db: Kysely<Database>,
  username: string,
  captcha: string,
): Promise<string> {
  const seal = await passwordSealer(baseUrl);
  const registered = await postApi(baseUrl, register.path, {
    username,
    password: seal(READER_PASSWORD),
    confirmPassword: seal(READER_PASSWORD),
    code: captcha,
    question: 'firstPet',
    answer: 'Mimi',
  });
  if (registered.code !== 1) throw new Error(`register ${username}: ${registered.msg}`);
  const users = new UsersRepository(db);
  const user = await users.findByUsername(username);
  if (!user) throw new Error(`${username} was not stored`);
  await users.update(user.id, { status: 'active' });
  const login = await postApi(baseUrl, checkLogin.path, {
    username,
    password: seal(READER_PASSWORD),
    code: captcha,
  });
  if (login.code !== 1) throw new Error(`sign in ${username}: ${login.msg}`);
  return (login.data as { token: string }).token;
}
