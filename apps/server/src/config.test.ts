import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with defaults that need no set-up', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      env: 'development',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reports every invalid variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SIGN_SECRET: 'short' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SIGN_SECRET/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('reads per-site app URLs and rejects malformed ones', () => {
    expect(
      loadConfig({ SITE_APP_URLS: '{"en":"https://en.example.com/enapi"}' }).siteAppUrls,
    ).toEqual({
      en: 'https://en.example.com/enapi',
    });
    expect(() => loadConfig({ SITE_APP_URLS: '{"xx":"nope"}' })).toThrow(/SITE_APP_URLS/);
  });

  it('accepts a fixed captcha only under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CAPTCHA: '1234' }).testCaptcha).toBe('1234');
    expect(
      loadConfig({ NODE_ENV: 'development', TEST_CAPTCHA: '1234' }).testCaptcha,
    ).toBeUndefined();
  });
});
