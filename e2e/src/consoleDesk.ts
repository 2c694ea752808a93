import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT, type RunningServer } from './startServer.ts';

const run = promisify(execFile);
const SHOTS = process.env.SCREENSHOTS === '1';

/** A desk computer's browser, starting from nothing: no storage, no cookies. */
export async function desk(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-GB' });
}

/** A screenshot for the README, written only with SCREENSHOTS=1. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(join(REPO_ROOT, 'docs/screenshots'), { recursive: true });
  await page.screenshot({ path: join(REPO_ROOT, `docs/screenshots/console-${name}.png`) });
}

/** Signs in with a one-time password and chooses a password, as a new staff member does. */
export async function firstSignIn(
  page: Page,
  url: string,
  username: string,
  oneTime: string,
  password: string,
): Promise<void> {
  await page.goto(`${url}/console/`);
  await page.fill('input[name="username"]', username);
  await page.fill('input[name="password"]', oneTime);
  await page.click('button[type="submit"]');
  await page.fill('input[name="currentPassword"]', oneTime);
  await page.fill('input[name="newPassword"]', password);
  await page.fill('input[name="repeatPassword"]', password);
  await page.click('button[type="submit"]');
  await page.getByTestId('signed-in-as').waitFor();
}

/** A console account made with the operator's command; its one-time password. */
export async function addStaffByCli(
  server: RunningServer,
  username: string,
  role: 'admin' | 'editor' | 'reporter' | 'moderator',
  sites: readonly string[] = [],
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/admin.ts',
      'staff',
      'add',
      username,
      '--role',
      role,
      ...(sites.length > 0 ? ['--sites', sites.join(',')] : []),
      '--json',
    ],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' } },
  );
  return (JSON.parse(stdout) as { oneTimePassword: string }).oneTimePassword;
}

/** Waits for the console's message about the last action. */
export async function notice(page: Page, text: string): Promise<void> {
  await page.locator('.notice', { hasText: text }).waitFor({ timeout: 30_000 });
}
