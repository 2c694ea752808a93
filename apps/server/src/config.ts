import { resolve } from 'node:path';
import { z } from 'zod';
import { SITE_LANGS, type SiteLang } from '@news/contract/sites';

/** Repository root, so relative paths in configuration mean the same from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const DEV_SIGN_SECRET = 'news-dev-sign-secret';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)',
    )
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  SIGN_SECRET: z
    .string()
    .min(8, 'SIGN_SECRET must be at least 8 characters')
    .default(DEV_SIGN_SECRET),
  /** Per-site API bases for site-specific mode, e.g. `{"en":"https://en.example.com/enapi"}`. */
  SITE_APP_URLS: z.string().default('{}'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Milliseconds the server keeps a public read's answer (0 turns the cache off). */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  TEST_CAPTCHA: z.string().optional(),
  /** PEM of the RSA private key for password transport; made and kept in DATA_DIR when unset. */
  RSA_PRIVATE_KEY_PEM: z.string().optional(),
  /** Secret for encrypting personal data at rest; made and kept in DATA_DIR when unset. */
  DATA_KEY: z.string().min(16, 'DATA_KEY must be at least 16 characters').optional(),
  /** The messaging app's (WeChat) official-account credentials; sign-in through it is off without them. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_AUTHORIZE_BASE: z.url().default('https://open.weixin.qq.com'),
  /** The built newsroom console, served under /console/. */
  CONSOLE_DIST_DIR: z.string().default('apps/console/dist'),
  /** Largest video an editor may upload, in MB. */
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(2048),
  /** Whether this server takes video jobs (every server may; turn it off on API-only ones). */
  VIDEO_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** How often this server looks for scheduled items that are due. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** How often this server looks for video jobs when it has none. */
  VIDEO_JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(3_000),
  /** Tests only (with NODE_ENV=test): `settable` lets a test move the server's clock. */
  TEST_CLOCK: z.enum(['settable']).optional(),
});

const appUrlsSchema = z.partialRecord(z.enum(SITE_LANGS), z.url());

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  signSecret: string;
  siteAppUrls: Partial<Record<SiteLang, string>>;
  webDistDir: string;
  demoMediaDir: string;
  logLevel: string;
  trustProxy: boolean;
  seedOnStart: boolean;
  responseCacheMs: number;
  testCaptcha: string | undefined;
  rsaPrivateKeyPem: string | undefined;
  dataKey: string | undefined;
  wechat: { appId: string; appSecret: string; apiBase: string; authorizeBase: string } | undefined;
  consoleDistDir: string;
  video: {
    uploadMaxBytes: number;
    worker: boolean;
    ffmpeg: string;
    ffprobe: string;
    intervalMs: number;
  };
  schedulerIntervalMs: number;
  /** Tests only: the clock may be moved (`/console/api/testing/clock`). */
  settableClock: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates configuration from the environment; every problem is reported at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let appUrls: Partial<Record<SiteLang, string>>;
  try {
    appUrls = appUrlsSchema.parse(JSON.parse(e.SITE_APP_URLS));
  } catch {
    throw new ConfigError(
      'invalid configuration:\n  SITE_APP_URLS: must be JSON like {"en":"https://en.example.com/enapi"}',
    );
  }
  if (e.NODE_ENV === 'production' && e.SIGN_SECRET === DEV_SIGN_SECRET) {
    throw new ConfigError(
      'invalid configuration:\n  SIGN_SECRET: set a secret of your own in production',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(REPO_ROOT, e.DATA_DIR),
    signSecret: e.SIGN_SECRET,
    siteAppUrls: appUrls,
    webDistDir: resolve(REPO_ROOT, e.WEB_DIST_DIR),
    demoMediaDir: resolve(REPO_ROOT, 'apps/server/media'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedOnStart: e.SEED_ON_START,
    responseCacheMs: e.RESPONSE_CACHE_MS,
    // The fixed captcha answer is a test convenience only: refuse it outside NODE_ENV=test.
    testCaptcha: e.NODE_ENV === 'test' ? e.TEST_CAPTCHA : undefined,
    rsaPrivateKeyPem: e.RSA_PRIVATE_KEY_PEM?.replace(/\\n/g, '\n'),
    dataKey: e.DATA_KEY,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? {
            appId: e.WECHAT_APP_ID,
            appSecret: e.WECHAT_APP_SECRET,
            apiBase: e.WECHAT_API_BASE,
            authorizeBase: e.WECHAT_AUTHORIZE_BASE,
          }
        : undefined,
    consoleDistDir: resolve(REPO_ROOT, e.CONSOLE_DIST_DIR),
    video: {
      uploadMaxBytes: e.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
      worker: e.VIDEO_WORKER,
      ffmpeg: e.FFMPEG_PATH,
      ffprobe: e.FFPROBE_PATH,
      intervalMs: e.VIDEO_JOBS_INTERVAL_MS,
    },
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    // Like TEST_CAPTCHA: a test convenience refused outside NODE_ENV=test.
    settableClock: e.NODE_ENV === 'test' && e.TEST_CLOCK === 'settable',
  };
}
