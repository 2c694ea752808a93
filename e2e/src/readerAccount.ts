import { execFile } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { captchaCode } from './captchaCode.ts';
import { E2E_SIGN_SECRET, REPO_ROOT, type RunningServer } from './startServer.ts';
import {
  checkLogin,
  govPublicKeyGetPublicKey,
  register,
} from '@news/contract/endpoints/accountEndpoints';

const run = promisify(execFile);

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface Reader {
  username: string;
  token: string;
  deviceId: string;
  /** A signed POST as this reader. */
  call: (path: string, body: Record<string, string>) => Promise<Envelope>;
}

/** The password of every reader these helpers register. */
export const READER_PASSWORD = 'Reader#2026a';

/** A reader who has registered through the API and waits for review. */
export interface Registered {
  username: string;
  /** Signs in through the API (refused until the registration is approved). */
  signIn: () => Promise<Reader>;
}

/**
 * Registers the way a person does, through the API: the captcha passed by its proof of work, the
 * password sealed with the server's public key. The account then waits for review.
 */
export async function registerReader(
  server: RunningServer,
  lang: SiteLang,
  username: string,
): Promise<Registered> {
  const deviceId = `e2e-${username}`;
  const prefix = `${server.url}${siteByLang(lang).prefix}`;
  const call = async (path: string, body: Record<string, string>, token?: string) => {
    const response = await fetch(`${prefix}${path}`, {
      method: 'POST',
      headers: {
        ...buildSignedHeaders({
          platform: 'H5',
          deviceId,
          lang,
          secret: E2E_SIGN_SECRET,
          token: token ?? null,
        }),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(body).toString(),
    });
    return (await response.json()) as Envelope;
  };
  const captcha = (): Promise<string> =>
    captchaCode(
      prefix,
      buildSignedHeaders({ platform: 'H5', deviceId, lang, secret: E2E_SIGN_SECRET }),
    );
  const key = (await call(govPublicKeyGetPublicKey.path, {})).data as { publicKey: string };
  const seal = (text: string): string =>
    publicEncrypt(
      { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
  const password = READER_PASSWORD;
  const registered = await call(register.path, {
    username,
    password: seal(password),
    confirmPassword: seal(password),
    code: await captcha(),
    question: 'firstPet',
    answer: 'Mimi',
  });
  if (registered.code !== 1) throw new Error(`register: ${registered.msg}`);
  return {
    username,
    signIn: async () => {
      const login = await call(checkLogin.path, {
        username,
        password: seal(password),
        code: await captcha(),
      });
      if (login.code !== 1) throw new Error(`login: ${login.msg}`);
      const token = (login.data as { token: string }).token;
      return { username, token, deviceId, call: (path, body) => call(path, body, token) };
    },
  };
}

/**
 * A reader account made the way a person makes one: registered through the API, approved with
 * the admin command on the server's data, then signed in. For tests of what signed-in readers
 * do on screens other than the sign-in ones.
 */
export async function signUpReader(
  server: RunningServer,
  lang: SiteLang,
  username: string,
): Promise<Reader> {
  const registered = await registerReader(server, lang, username);
  await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'approve', username],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    },
  );
  return registered.signIn();
}

/** Puts the reader's session where the app keeps it, before any page of the context loads. */
export async function signInContext(context: BrowserContext, reader: Reader): Promise<void> {
  await context.addInitScript((token: string) => {
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('isLogin', 'true');
  }, reader.token);
}

/**
 * Passes the page's captcha the way that needs no reading (the picture's answer is in none of
 * its bytes): the "verify automatically" button, then the field filled with the solved challenge.
 */
export async function typeCaptcha(page: Page): Promise<void> {
  await page.locator('.captcha-auto button').click();
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('.captcha-row input')?.value.startsWith('pow:'),
    undefined,
    { timeout: 60_000 },
  );
}

export async function tickAgreements(page: Page): Promise<void> {
  for (const box of await page.locator('.agreements input[type="checkbox"]').all())
    await box.check();
}

/** Signs in on the reader app's sign-in page, its fields found by their labels in `text`. */
export async function signInOnPage(
  page: Page,
  url: string,
  lang: string,
  username: string,
  password: string,
  text: Record<string, string>,
): Promise<void> {
  await page.goto(`${url}/#/pages/login/login?lang=${lang}`);
  await page.getByLabel(text.username ?? '', { exact: true }).fill(username);
  await page.getByLabel(text.password ?? '', { exact: true }).fill(password);
  await typeCaptcha(page);
  await tickAgreements(page);
  await page.locator('form.account-form button[type="submit"]').click();
}
