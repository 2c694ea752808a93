import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SITES, type SiteLang } from '@news/contract/sites';
import { useAppServer, watchedPage } from './appServer.ts';
import { seriousAxeViolationsInBothThemes } from './axeCheck.ts';
import { closeOverlays, phoneContext, lastToast, settled } from './browser.ts';
import {
  signInContext,
  signInOnPage,
  signUpReader,
  tickAgreements,
  typeCaptcha,
} from './readerAccount.ts';
import { siteApi } from './siteApi.ts';
import { REPO_ROOT, type RunningServer } from './startServer.ts';

const run = promisify(execFile);

/** A 1×1 PNG, for the avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function admin(server: RunningServer, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' } },
  );
  return stdout;
}

const TEXT: Record<'en' | 'zh-Hans', Record<string, string>> = {
  en: {
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    answer: 'Answer',
    register: 'Register',
    signIn: 'Sign in',
    mismatch: 'Passwords do not match',
    mustAgree: 'Please read and tick the User Agreement and the Privacy Policy',
    badId: 'Enter a correct ID card or permanent residence ID number',
    saved: 'Saved',
    feedbackThanks: 'Thank you for your feedback',
    current: 'Current password',
    newPassword: 'New password',
    save: 'Save',
    signOut: 'Sign out',
    passwordChanged: 'Password changed. Your other devices have been signed out.',
    wrongPassword: 'Wrong username or password.',
    deactivated: 'Deactivation requested. You have been signed out.',
    pending: 'Your registration is awaiting review. You can sign in once it is approved.',
  },
  'zh-Hans': {
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    answer: '答案',
    register: '注册',
    signIn: '登录',
    mismatch: '两次输入密码不一致',
    mustAgree: '请阅读并勾选《用户协议》和《隐私政策》',
    badId: '请输入正确的身份证号或永久居留身份证号',
    saved: '保存成功',
    feedbackThanks: '感谢您的反馈',
    current: '原密码',
    newPassword: '新密码',
    save: '保存',
    signOut: '退出登录',
    passwordChanged: '密码已修改，其他设备已退出登录',
    wrongPassword: '用户名或密码错误。',
    deactivated: '已提交注销申请，您已退出登录',
    pending: '您的注册信息正在审核中，审核通过后即可登录。',
  },
};

describe('accounts in the reader app, against the real server', () => {
  const app = useAppServer();

  it.each([['en'], ['zh-Hans']] as const)(
    'registers, is approved, signs in, edits the profile, sends feedback, changes the password and deactivates in %s',
    async (lang) => {
      const text = TEXT[lang];
      const username = `web_${lang === 'en' ? 'en' : 'zh'}_reader`;
      const password = 'First#Pass1';
      const context = await phoneContext(app.browser, lang === 'en' ? 'en-US' : 'zh-CN');
      const errors: string[] = [];
      const page = await watchedPage(context, errors);

      // Register: the form checks the rules before anything is sent.
      await page.goto(`${app.server.url}/#/pages/login/login?mode=register&lang=${lang}`);
      await closeOverlays(page);
      await page.getByLabel(text.username ?? '', { exact: true }).fill(username);
      await page.getByLabel(text.password ?? '', { exact: true }).fill(password);
      await page.getByLabel(text.confirm ?? '', { exact: true }).fill('Other#Pass1');
      await page.getByLabel(text.answer ?? '', { exact: true }).fill('Mimi');
      await typeCaptcha(page);
      await page.locator('form.account-form button[type="submit"]').click();
      await expect
        .poll(() => page.locator('.form-error').allTextContents())
        .toContain(text.mismatch);
      await page.getByLabel(text.confirm ?? '', { exact: true }).fill(password);
      await page.locator('form.account-form button[type="submit"]').click();
      await expect.poll(() => lastToast(page)).toBe(text.mustAgree);
      await tickAgreements(page);
      await page.locator('form.account-form button[type="submit"]').click();
      await expect.poll(() => page.locator('[data-testid="awaiting-review"]').count()).toBe(1);

      // Not yet approved: signing in says so.
      await signInOnPage(page, app.server.url, lang, username, password, text);
      await expect.poll(() => lastToast(page)).toBe(text.pending);

      // The back office approves; signing in lands on my page with my name.
      expect(await admin(app.server, 'approve', username)).toContain(username);
      await signInOnPage(page, app.server.url, lang, username, password, text);
      await expect.poll(() => page.url()).toContain('#/pages/index/user');
      await expect.poll(() => page.locator('[data-testid="me-name"]').textContent()).toBe(username);

      // Edit the profile: a bad ID number is refused on the page, a good one is accepted.
      await page.goto(`${app.server.url}/#/pages/usercenter/infoedit?lang=${lang}`);
      const idField = page.locator('[data-testid="id-number"]');
      await idField.fill('110105194912310021');
      await page.locator('form.account-form button[type="submit"]').click();
      await expect.poll(() => page.locator('.form-error').allTextContents()).toContain(text.badId);
      await idField.fill('11010519491231002X');
      await page.locator('.avatar-field input[type="file"]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect
        .poll(() => page.locator('.avatar-field progress').count(), { timeout: 10_000 })
        .toBe(0);
      await page.locator('form.account-form').getByRole('textbox').first().fill(`Reader ${lang}`);
      await page.locator('textarea#bio').fill('Reads the morning news on the tram.');
      await page.locator('form.account-form button[type="submit"]').click();
      await expect.poll(() => lastToast(page)).toBe(text.saved);
      await page.goto(`${app.server.url}/#/pages/index/user?lang=${lang}`);
      await expect
        .poll(() => page.locator('[data-testid="me-name"]').textContent())
        .toBe(`Reader ${lang}`);
      expect(await page.locator('.me-avatar img').getAttribute('src')).toMatch(
        /\/media\/pictures\//,
      );

      // Like and comment on a story; my likes and my comments list them.
      const stories = await siteApi<{
        rows: { id: string; title: string; commentEnabled: boolean }[];
      }>(app.server.url, lang, '/cms/content/commonList', { publishType: 'TUWEN', pageSize: '20' });
      const story = stories.rows.find((row) => row.commentEnabled);
      if (!story) throw new Error('no story open for comments');
      await page.goto(
        `${app.server.url}/#/pages/news-detail/news-detail?id=${story.id}&lang=${lang}`,
      );
      await page.locator('[data-testid="like"]').click();
      await expect
        .poll(() => page.locator('[data-testid="like"]').getAttribute('aria-pressed'))
        .toBe('true');
      await page.locator('.composer textarea').fill(`Comment by ${username}`);
      await page.locator('.composer button[type="submit"]').click();
      await expect
        .poll(() => page.locator('.comment-text').allTextContents())
        .toContain(`Comment by ${username}`);
      await page.goto(`${app.server.url}/#/pages/usercenter/generlist?type=like&lang=${lang}`);
      await expect
        .poll(() => page.locator('[data-testid="my-list"] .card-title').allTextContents())
        .toContain(story.title);
      await page.goto(`${app.server.url}/#/pages/usercenter/generlist?type=comment&lang=${lang}`);
      await expect
        .poll(() => page.locator('[data-testid="my-list"] .comment-text').allTextContents())
        .toContain(`Comment by ${username}`);

      // Feedback.
      await page.goto(`${app.server.url}/#/pages/usercenter/feedback?lang=${lang}`);
      await page.locator('#feedback-content').fill('The live page is great on the tram.');
      await page.locator('form.account-form button[type="submit"]').click();
      await expect.poll(() => lastToast(page)).toBe(text.feedbackThanks);
      expect(await admin(app.server, 'feedback')).toContain('The live page is great on the tram.');

      // Change the password (other devices are signed out, this one stays), sign out from
      // settings, and in again with the new password.
      const newPassword = 'Second#Pass2';
      await page.goto(`${app.server.url}/#/pages/usercenter/alertpwd?lang=${lang}`);
      await page.getByLabel(text.current ?? '', { exact: true }).fill(password);
      await page.getByLabel(text.newPassword ?? '', { exact: true }).fill(newPassword);
      await page.getByLabel(text.confirm ?? '', { exact: true }).fill(newPassword);
      await page.locator('form.account-form button[type="submit"]').click();
      await expect.poll(() => lastToast(page)).toBe(text.passwordChanged);
      await page.goto(`${app.server.url}/#/pages/usercenter/moreset?lang=${lang}`);
      await page.locator('[data-testid="sign-out"]').click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await signInOnPage(page, app.server.url, lang, username, password, text);
      await expect.poll(() => lastToast(page)).toBe(text.wrongPassword);
      await signInOnPage(page, app.server.url, lang, username, newPassword, text);
      await expect.poll(() => page.url()).toContain('#/pages/index/user');

      // Deactivate: the agreement must be ticked, then confirmed; afterwards signed out.
      await page.goto(`${app.server.url}/#/pages/usercenter/destoryacc?lang=${lang}`);
      await page.locator('.account-card .danger').click();
      await expect.poll(() => page.locator('.bottom-sheet').count()).toBe(0);
      await page.locator('.account-card input[type="checkbox"]').check();
      await page.locator('.account-card .danger').click();
      await page.locator('.bottom-sheet .danger').click();
      await expect.poll(() => lastToast(page)).toBe(text.deactivated);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(await admin(app.server, 'deactivations')).toContain(username);
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it('returns to the story after signing in from it', async () => {
    const context = await phoneContext(app.browser, 'en-US');
    const page = await context.newPage();
    await signUpReader(app.server, 'en', 'returning_reader');
    await page.goto(`${app.server.url}/#/pages/index/topic/topic-home?lang=en`);
    await closeOverlays(page);
    await page.goto(
      `${app.server.url}/#/pages/login/login?redirect=${encodeURIComponent('/pages/index/topic/topic-home?lang=en')}&lang=en`,
    );
    await page.getByLabel('Username', { exact: true }).fill('returning_reader');
    await page.getByLabel('Password', { exact: true }).fill('Reader#2026a');
    await typeCaptcha(page);
    await tickAgreements(page);
    await page.locator('form.account-form button[type="submit"]').click();
    await expect.poll(() => page.url()).toContain('#/pages/index/topic/topic-home');
    await context.close();
  });

  const screens = [
    '/pages/login/login',
    '/pages/login/login?mode=register',
    '/pages/login/protocol?type=terms',
    '/pages/login/protocol?type=privacy',
    '/pages/login/retrievePwd',
    '/pages/index/user',
    '/pages/usercenter/moreset',
    '/pages/usercenter/userintroduce',
    '/pages/usercenter/accountset',
    '/pages/usercenter/alertpwd',
    '/pages/usercenter/playset',
    '/pages/usercenter/privacyset',
    '/pages/usercenter/useragreement',
    '/pages/usercenter/logoffagreement',
    '/pages/usercenter/destoryacc',
    '/pages/usercenter/sharelist',
    '/pages/usercenter/infoedit',
    '/pages/usercenter/mymsg',
    '/pages/usercenter/generlist?type=like',
    '/pages/usercenter/generlist?type=comment',
    '/pages/usercenter/aboutus',
    '/pages/usercenter/feedback',
    '/pages/usercenter/txtfontsize',
  ];

  it.each(SITES.map((s) => [s.lang] as const))(
    'renders every account screen in %s, signed in, without script errors or serious axe violations in either theme',
    async (lang: SiteLang) => {
      const reader = await signUpReader(app.server, lang, `screens_${lang.replace('-', '')}`);
      const context = await phoneContext(app.browser);
      await signInContext(context, reader);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      for (const [index, screen] of screens.entries()) {
        const [path, query = ''] = screen.split('?');
        await page.goto(`${app.server.url}/#${path}?${query ? `${query}&` : ''}lang=${lang}`);
        if (index === 0) await closeOverlays(page);
        await expect
          .poll(() => page.locator('.page-header h1').textContent(), {
            message: `${lang} ${screen}`,
          })
          .not.toBe('');
        await settled(page);
        expect(await page.locator('html').getAttribute('lang')).toBeTruthy();
        const violations = await seriousAxeViolationsInBothThemes(page);
        expect(violations, `${lang} ${screen}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
