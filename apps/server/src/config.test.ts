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

  it("reads the readers' upload quota and grace period, and refuses nonsense", () => {
    expect(loadConfig({}).uploads).toEqual({
      dailyFiles: 50,
      dailyBytes: 100 * 1024 * 1024,
      graceMs: 24 * 3_600_000,
      sweepIntervalMs: 600_000,
    });
    expect(
      loadConfig({
        UPLOAD_DAILY_FILES: '3',
        UPLOAD_DAILY_MB: '7',
        UPLOAD_GRACE_MINUTES: '90',
        UPLOAD_SWEEP_INTERVAL_MS: '5000',
      }).uploads,
    ).toEqual({
      dailyFiles: 3,
      dailyBytes: 7 * 1024 * 1024,
      graceMs: 90 * 60_000,
      sweepIntervalMs: 5000,
    });
    expect(() =>
      loadConfig({
        UPLOAD_DAILY_FILES: '0',
        UPLOAD_DAILY_MB: 'lots',
        UPLOAD_GRACE_MINUTES: '-1',
        UPLOAD_SWEEP_INTERVAL_MS: '1',
      }),
    ).toThrow(
      /UPLOAD_DAILY_FILES[\s\S]*UPLOAD_DAILY_MB[\s\S]*UPLOAD_GRACE_MINUTES[\s\S]*UPLOAD_SWEEP/,
    );
  });

  it('reads the alerts budget and VAPID keys, and refuses half a key pair or nonsense', () => {
    expect(loadConfig({}).alerts).toEqual({
      perHour: 6,
      intervalMs: 2000,
      vapid: undefined,
      vapidSubject: 'mailto:newsroom@example.invalid',
      pushHosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        'push.services.mozilla.com',
        'notify.windows.com',
        'push.apple.com',
      ],
      wechatTemplateId: undefined,
    });
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: ' 127.0.0.1 , Push.Example.com' }).alerts.pushHosts,
    ).toEqual(['127.0.0.1', 'push.example.com']);
    const publicKey = 'B'.repeat(87);
    const privateKey = 'p'.repeat(43);
    expect(
      loadConfig({
        ALERTS_PER_HOUR: '2',
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://news.example.com/contact',
        WECHAT_ALERT_TEMPLATE_ID: 'tpl-1',
      }).alerts,
    ).toMatchObject({
      perHour: 2,
      vapid: { publicKey, privateKey },
      vapidSubject: 'https://news.example.com/contact',
      wechatTemplateId: 'tpl-1',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both or neither/);
    expect(() =>
      loadConfig({ ALERTS_PER_HOUR: '0', VAPID_SUBJECT: 'http://plain', VAPID_PRIVATE_KEY: 'x' }),
    ).toThrow(/ALERTS_PER_HOUR[\s\S]*VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/);
  });

  it('processes one picture at a time with eight waiting by default, and refuses nonsense', () => {
    expect(loadConfig({}).pictures).toEqual({ inFlight: 1, queue: 8 });
    expect(loadConfig({ PICTURE_JOBS: '2', PICTURE_QUEUE: '0' }).pictures).toEqual({
      inFlight: 2,
      queue: 0,
    });
    expect(() => loadConfig({ PICTURE_JOBS: '0', PICTURE_QUEUE: 'many' })).toThrow(
      /PICTURE_JOBS[\s\S]*PICTURE_QUEUE/,
    );
  });

  it('takes encoders on RTMP port 1935 by default, tells them where, and refuses nonsense', () => {
    expect(loadConfig({}).ingest).toEqual({
      enabled: true,
      rtmpPort: 1935,
      host: '0.0.0.0',
      publicUrl: 'rtmp://localhost:1935/live',
      maxConcurrent: 2,
      reconnectWindowMs: 30_000,
      nginx: 'nginx',
    });
    const set = loadConfig({
      INGEST: 'false',
      INGEST_RTMP_PORT: '1936',
      INGEST_PUBLIC_URL: 'rtmp://news.example:1936/live',
      INGEST_MAX_CONCURRENT: '3',
      INGEST_RECONNECT_SECONDS: '10',
    }).ingest;
    expect(set).toMatchObject({
      enabled: false,
      rtmpPort: 1936,
      publicUrl: 'rtmp://news.example:1936/live',
      maxConcurrent: 3,
      reconnectWindowMs: 10_000,
    });
    expect(() =>
      loadConfig({
        INGEST: 'yes',
        INGEST_RTMP_PORT: '0',
        INGEST_PUBLIC_URL: 'http://news.example/live',
        INGEST_MAX_CONCURRENT: '0',
      }),
    ).toThrow(/INGEST[\s\S]*INGEST_RTMP_PORT[\s\S]*INGEST_PUBLIC_URL[\s\S]*INGEST_MAX_CONCURRENT/);
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
    expect(
      loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a'.repeat(32), TEST_CAPTCHA: '1234' })
        .testCaptcha,
    ).toBeUndefined();
  });

  it('asks the captcha’s proof of work for 16 zero bits unless told otherwise, within 1–26', () => {
    expect(loadConfig({}).captchaPowDifficulty).toBe(16);
    expect(loadConfig({ CAPTCHA_POW_DIFFICULTY: '20' }).captchaPowDifficulty).toBe(20);
    for (const bad of ['0', '27', '12.5', 'hard'])
      expect(() => loadConfig({ CAPTCHA_POW_DIFFICULTY: bad })).toThrow(/CAPTCHA_POW_DIFFICULTY/);
  });

  it('keeps media and the demo photographs under DATA_DIR and closes at once on a stop, unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/news' });
    expect(config).toMatchObject({
      mediaStore: 'directory',
      mediaDir: '/srv/news/media',
      demoPhotoDir: '/srv/news/demo-photos',
      redisUrl: undefined,
      cluster: false,
      shutdownGraceMs: 0,
    });
    expect(loadConfig({ DEMO_PHOTO_DIR: '/tmp/photos' }).demoPhotoDir).toBe('/tmp/photos');
    expect(() => loadConfig({ DEMO_PHOTO_DIR: '' })).toThrow(/DEMO_PHOTO_DIR/);
    expect(loadConfig({ CLUSTER: 'true' }).shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ CLUSTER: 'true', SHUTDOWN_GRACE_MS: '1500' }).shutdownGraceMs).toBe(1_500);
  });

  it('bounds how long a client may take to send a request, and refuses deadlines that contradict', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      uploadMs: 3_600_000,
      keepAliveMs: 72_000,
    });
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '5000' }).timeouts,
    ).toMatchObject({ headersMs: 2_000, requestMs: 5_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '0' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '10' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ UPLOAD_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '6000' })).toThrow(
      /REQUEST_TIMEOUT_MS: must not be longer than UPLOAD_TIMEOUT_MS/,
    );
  });

  it('bounds the response cache and reads the public origins, refusing what is not an origin', () => {
    expect(loadConfig({}).responseCacheLimits).toEqual({
      maxBytes: 64 * 1024 * 1024,
      maxEntries: 1_000,
    });
    expect(loadConfig({ RESPONSE_CACHE_MAX_MB: '8' }).responseCacheLimits.maxBytes).toBe(
      8 * 1024 * 1024,
    );
    expect(() => loadConfig({ RESPONSE_CACHE_MAX_MB: '0' })).toThrow(/RESPONSE_CACHE_MAX_MB/);
    expect(loadConfig({}).publicOrigins).toEqual([]);
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://news.example.com, http://www.news.example.com:8080/' })
        .publicOrigins,
    ).toEqual(['https://news.example.com', 'http://www.news.example.com:8080']);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://news.example.com/en' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://news.example.com' })).toThrow(/PUBLIC_ORIGIN/);
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

  it('takes TRUST_PROXY as a hop count or addresses, never "every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust a client's own X-Forwarded-For; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('opens /metrics without a token only outside production, and on a port of its own when asked', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
      public: true,
    });
    const production = { NODE_ENV: 'production', SIGN_SECRET: 'a-secret-of-our-own' };
    expect(loadConfig(production).metrics.public).toBe(false);
    expect(
      loadConfig({ ...production, METRICS_TOKEN: 'a-token-of-16-chars', METRICS_PORT: '9100' })
        .metrics,
    ).toEqual({ token: 'a-token-of-16-chars', port: 9100, host: '127.0.0.1', public: false });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('sends HSTS for a year by default, longer or with subdomains when told', () => {
    expect(loadConfig({}).hsts).toEqual({ maxAgeSeconds: 31_536_000, includeSubDomains: false });
    expect(loadConfig({ HSTS_MAX_AGE: '63072000', HSTS_INCLUDE_SUBDOMAINS: 'true' }).hsts).toEqual({
      maxAgeSeconds: 63_072_000,
      includeSubDomains: true,
    });
    expect(loadConfig({ HSTS_MAX_AGE: '0' }).hsts.maxAgeSeconds).toBe(0);
    expect(() => loadConfig({ HSTS_MAX_AGE: '3600' })).toThrow(/HSTS_MAX_AGE/);
  });
});
