import type { Kysely } from 'kysely';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { Database } from '../db/schema.ts';
import { passwordSealer, READER_PASSWORD } from './readerAccount.ts';
import { signedHeaders } from './signedHeaders.ts';
import { checkLogin, register } from '@news/contract/endpoints/accountEndpoints';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The fixed captcha answer test servers accept (TEST_CAPTCHA). */
export const TEST_CAPTCHA = 'TST1';

/**
 * A reader's app, reduced to its calls of one site's API: signed requests, passwords sealed
 * with the server's key, the test captcha. For tests of what readers see of the newsroom's work.
 */
export class ReaderClient {
  private sealer: ((text: string) => string) | undefined;

  constructor(
    readonly baseUrl: string,
    readonly lang: SiteLang = 'en',
  ) {}

  private url(path: string): string {
    return `${this.baseUrl}${siteByLang(this.lang).prefix}${path}`;
  }

  async post<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    token?: string,
  ): Promise<Envelope<T>> {
    const res = await fetch(this.url(path), {
      method: 'POST',
      headers: {
        ...signedHeaders(this.lang, token ? { token } : {}),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  }

  async get<T = unknown>(
    path: string,
    query: Record<string, string> = {},
    token?: string,
  ): Promise<Envelope<T>> {
    const url = new URL(this.url(path));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const res = await fetch(url, { headers: signedHeaders(this.lang, token ? { token } : {}) });
    return (await res.json()) as Envelope<T>;
  }

  private async seal(text: string): Promise<string> {
    this.sealer ??= await passwordSealer(this.baseUrl, signedHeaders('en'));
    return this.sealer(text);
  }

  /** Registers: the account then waits for review. */
  async register(username: string): Promise<Envelope> {
    return this.post(register.path, {
      username,
      password: await this.seal(READER_PASSWORD),
      confirmPassword: await this.seal(READER_PASSWORD),
      code: TEST_CAPTCHA,
      question: 'firstPet',
      answer: 'Mimi',
    });
  }

  async signIn(username: string): Promise<Envelope<{ token: string }>> {
    return this.post(checkLogin.path, {
      username,
      password: await this.seal(READER_PASSWORD),
      code: TEST_CAPTCHA,
    });
  }

  /** A reader registered, approved in the database (no review under test here) and signed in. */
  async newReader(db: Kysely<Database>, username: string): Promise<{ id: number; token: string }> {
    const registered = await this.register(username);
    if (registered.code !== 1) throw new Error(`register ${username}: ${registered.msg}`);
    const user = await db
      .updateTable('users')
      .set({ status: 'active' })
      .where('username', '=', username.toLowerCase())
      .returning('id')
      .executeTakeFirstOrThrow();
    const signedIn = await this.signIn(username);
    if (signedIn.code !== 1) throw new Error(`sign in ${username}: ${signedIn.msg}`);
    return { id: user.id, token: signedIn.data.token };
  }
}
