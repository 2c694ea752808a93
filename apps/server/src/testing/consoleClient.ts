import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@news/contract/console/permissions';
import { CONSOLE_LANG_HEADER, CSRF_HEADER } from '@news/contract/console/staffSchemas';
import type { SiteLang } from '@news/contract/sites';
import { TEST_PASSWORD_LOG_N } from './testPasswordCost.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createServices } from '../services/AppServices.ts';
import { MemoryShortLivedStore } from '../state/MemoryShortLivedStore.ts';
import { DirectoryMediaStore } from '../upload/DirectoryMediaStore.ts';
import { postSession, postSessionPassword } from '@news/contract/console/sessionEndpoints';

export interface ConsoleAnswer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T; reason?: string };
  headers: Headers;
}

/**
 * A staff member's browser, reduced to what the console's API sees: the session cookie it was
 * given, and the CSRF token it sends with every change.
 */
export class ConsoleClient {
  cookie = '';
  csrf = '';

  constructor(
    readonly baseUrl: string,
    readonly lang: 'en' | 'zh-Hans' = 'en',
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ConsoleAnswer<T>> {
    const headers: Record<string, string> = {
      [CONSOLE_LANG_HEADER]: this.lang,
      ...options.headers,
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET' && options.csrf !== false && this.csrf) headers[CSRF_HEADER] = this.csrf;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}/console/api${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('news_console='));
    if (set) {
      const value = set.split(';', 1)[0] ?? '';
      this.cookie = value === 'news_console=' ? '' : value;
    }
    // A stream (server-sent events) never ends by itself: its first chunk is its answer.
    const text = /^text\/event-stream/.test(res.headers.get('content-type') ?? '')
      ? await firstChunk(res)
      : await res.text();
    const parsed = (
      text.startsWith('{') ? JSON.parse(text) : { code: res.status, msg: text, data: text }
    ) as ConsoleAnswer<T>['body'];
    const data = parsed.data as { csrfToken?: unknown } | null;
    if (res.ok && data && typeof data === 'object' && typeof data.csrfToken === 'string')
      this.csrf = data.csrfToken;
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get<T = unknown>(path: string): Promise<ConsoleAnswer<T>> {
    return this.call<T>('GET', path);
  }

  async signIn(username: string, password: string, totpCode?: string): Promise<ConsoleAnswer> {
    return this.call('POST', postSession.path, {
      username,
      password,
      ...(totpCode ? { totpCode } : {}),
    });
  }

  /** Signs in with a one-time password and changes it, as a new staff member's first sign-in does. */
  async firstSignIn(username: string, oneTimePassword: string, newPassword: string): Promise<void> {
    const signedIn = await this.signIn(username, oneTimePassword);
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.body.msg}`);
    const changed = await this.call('POST', postSessionPassword.path, {
      currentPassword: oneTimePassword,
      newPassword,
    });
    if (changed.status !== 200) throw new Error(`password change failed: ${changed.body.msg}`);
  }
}

async function firstChunk(res: Response): Promise<string> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return '';
  const { value } = await reader.read();
  await reader.cancel();
  return value ?? '';
}

/** Adds a staff member straight through the service (as the CLI does); the one-time password. */
export async function addStaff(
  database: DatabaseHandle,
  username: string,
  role: StaffRole,
  sites: SiteLang[] = [],
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'news-staff-'));
  try {
    const services = createServices(
      loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_LOG_N: TEST_PASSWORD_LOG_N,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      }),
      database,
      new MemoryShortLivedStore(),
      new DirectoryMediaStore(join(dataDir, 'media')),
    );
    const added = await services.staff.add(
      { type: 'cli', name: 'test' },
      { username, role, sites },
    );
    return added.oneTimePassword;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A signed-in staff member with their own password, ready to work. */
export async function signedInStaff(
  baseUrl: string,
  database: DatabaseHandle,
  username: string,
  role: StaffRole,
  sites: SiteLang[] = [],
): Promise<ConsoleClient> {
  const client = new ConsoleClient(baseUrl);
  await client.firstSignIn(
    username,
    await addStaff(database, username, role, sites),
    'correct horse battery staple',
  );
  return client;
}
