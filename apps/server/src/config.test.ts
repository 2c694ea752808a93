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

  it('hashes passwords at OWASP’s scrypt cost, N=2^17, lower only in tests', () => {
    expect(loadConfig({}).passwordHashLogN).toBe(17);
    expect(
      loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a production secret' }).passwordHashLogN,
    ).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_LOG_N: '12' }).passwordHashLogN).toBe(12);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SIGN_SECRET: 'a production secret',
        PASSWORD_HASH_LOG_N: '14',
      }),
    ).toThrow(/PASSWORD_HASH_LOG_N/);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: '30' })).toThrow(/PASSWORD_HASH_LOG_N/);
  });

  it('changes a door’s budget by name and refuses names and numbers it does not know', () => {
    expect(loadConfig({}).rateLimits).toEqual({});
    expect(
      loadConfig({ RATE_LIMITS: ' search.address=120/60 , upload.reader=50/86400' }).rateLimits,
    ).toEqual({
      'search.address': { max: 120, windowSeconds: 60 },
      'upload.reader': { max: 50, windowSeconds: 86_400 },
    });
    expect(() => loadConfig({ RATE_LIMITS: 'search.adress=120/60' })).toThrow(
      /RATE_LIMITS: no door "search.adress"; the doors are captcha.address/,
    );
    expect(() => loadConfig({ RATE_LIMITS: 'search.address=lots' })).toThrow(
      /not door=max\/seconds/,
    );
    expect(() => loadConfig({ RATE_LIMITS: 'search.address=0/60' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: 'search.address=10/999999' })).toThrow(/RATE_LIMITS/);
  });

  it('accepts a fixed captcha only under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CAPTCHA: '1234' }).testCaptcha).toBe('1234');
    expect(
      loadConfig({ NODE_ENV: 'development', TEST_CAPTCHA: '1234' }).testCaptcha,
    ).toBeUndefined();
  });

  it('keeps media under DATA_DIR and closes at once on a stop, unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/news' });
    expect(config).toMatchObject({
      mediaStore: 'directory',
      mediaDir: '/srv/news/media',
      redisUrl: undefined,
      cluster: false,
      shutdownGraceMs: 0,
    });
    expect(loadConfig({ CLUSTER: 'true' }).shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ CLUSTER: 'true', SHUTDOWN_GRACE_MS: '1500' }).shutdownGraceMs).toBe(1_500);
  });

  it('refuses a media store or Redis it cannot use', () => {
    expect(() => loadConfig({ MEDIA_STORE: 'postgres' })).toThrow(/MEDIA_STORE: .*DATABASE_URL/);
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses to start a production cluster instance without what the instances must share, saying why', () => {
    const production = {
      NODE_ENV: 'production',
      SIGN_SECRET: 'a-secret-of-our-own',
      CLUSTER: 'true',
    };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    for (const variable of [
      'REDIS_URL',
      'DATABASE_URL',
      'RSA_PRIVATE_KEY_PEM',
      'DATA_KEY',
      'MEDIA_DIR',
    ])
      expect(message).toMatch(new RegExp(`  ${variable}: CLUSTER=true means several instances`));
    const complete = {
      ...production,
      REDIS_URL: 'redis://cache:6379',
      DATABASE_URL: 'postgres://db/news',
      RSA_PRIVATE_KEY_PEM: 'pem',
      DATA_KEY: 'a-data-key-of-16+chars',
    };
    expect(loadConfig({ ...complete, MEDIA_STORE: 'postgres' }).cluster).toBe(true);
    expect(loadConfig({ ...complete, MEDIA_DIR: '/mnt/media' }).mediaDir).toBe('/mnt/media');
    expect(() => loadConfig(complete)).toThrow(/MEDIA_DIR/);
    // Outside production a lone instance may say CLUSTER=true (it warns at start).
    expect(loadConfig({ CLUSTER: 'true' }).cluster).toBe(true);
  });

  it('refuses a cluster instance that would leave its video uploads to servers without their file', () => {
    const cluster = {
      NODE_ENV: 'production',
      SIGN_SECRET: 'a-secret-of-our-own',
      CLUSTER: 'true',
      REDIS_URL: 'redis://cache:6379',
      DATABASE_URL: 'postgres://db/news',
      RSA_PRIVATE_KEY_PEM: 'pem',
      DATA_KEY: 'a-data-key-of-16+chars',
      MEDIA_STORE: 'postgres',
    };
    expect(() => loadConfig({ ...cluster, VIDEO_WORKER: 'false' })).toThrow(
      /VIDEO_WORKER: .*VIDEO_SOURCES_SHARED=true/,
    );
    const apiOnly = loadConfig({
      ...cluster,
      VIDEO_WORKER: 'false',
      VIDEO_SOURCES_SHARED: 'true',
    });
    expect(apiOnly.video).toMatchObject({ worker: false, sourcesShared: true });
    expect(loadConfig(cluster).video).toMatchObject({ worker: true, sourcesShared: false });
    expect(() => loadConfig({ VIDEO_SOURCES_SHARED: 'yes' })).toThrow(/VIDEO_SOURCES_SHARED/);
  });
});
