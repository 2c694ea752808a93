import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { SITE_LANGS, type SiteLang } from '@news/contract/sites';
import { POW_DIFFICULTY_MAX, POW_DIFFICULTY_MIN } from '@news/contract/proofOfWork';
import { DOOR_NAMES, isDoorName, type DoorName } from './state/doorLimits.ts';
import type { Budget } from './state/RateLimiter.ts';

/** Repository root, so relative paths in configuration mean the same from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const DEV_SIGN_SECRET = 'news-dev-sign-secret';

/** OWASP's password storage cheat sheet (2023-): scrypt N=2^17, r=8, p=1. */
export const PASSWORD_LOG_N_DEFAULT = 17;

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
  /**
   * The proxies in front of this server whose `X-Forwarded-*` headers it believes: how many hops
   * (1 behind one balancer) or their addresses and CIDRs, comma-separated; `false` for none.
   */
  TRUST_PROXY: z.string().default('false'),
  /** A bearer token `/metrics` asks for; without one, production serves no metrics on PORT. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** A port of its own for `/metrics`, bound to METRICS_HOST, instead of PORT. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Seconds browsers keep to HTTPS after an answer over TLS (`Strict-Transport-Security`); 0: none. */
  HSTS_MAX_AGE: z.coerce
    .number()
    .int()
    .min(0)
    .max(63_072_000)
    .refine(
      (v) => v === 0 || v >= 31_536_000,
      'HSTS_MAX_AGE must be 0 (off) or at least 31536000 (a year)',
    )
    .default(31_536_000),
  HSTS_INCLUDE_SUBDOMAINS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Milliseconds the server keeps a public read's answer (0 turns the cache off). */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Megabytes the response cache may hold (least recently used answers go first). */
  RESPONSE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4_096).default(64),
  /** Answers the response cache may hold. */
  RESPONSE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /**
   * The origins readers reach the site at, comma-separated, the canonical one first (e.g.
   * `https://news.example.com`): feeds and sitemaps asked for under any other Host link to the first.
   */
  PUBLIC_ORIGIN: z.string().default(''),
  TEST_CAPTCHA: z.string().optional(),
  /**
   * Leading zero bits the captcha's proof of work asks for (docs/adr/0021-captcha.md): each bit
   * doubles the browser's work; 16 takes a mid-range phone about a second and a half.
   */
  CAPTCHA_POW_DIFFICULTY: z.coerce
    .number()
    .int()
    .min(POW_DIFFICULTY_MIN)
    .max(POW_DIFFICULTY_MAX)
    .default(16),
  /** PEM of the RSA private key for password transport; made and kept in DATA_DIR when unset. */
  RSA_PRIVATE_KEY_PEM: z.string().optional(),
  /** Secret for encrypting personal data at rest; made and kept in DATA_DIR when unset. */
  DATA_KEY: z.string().min(16, 'DATA_KEY must be at least 16 characters').optional(),
  /** The messaging app's (WeChat) official-account credentials; sign-in through it is off without them. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_AUTHORIZE_BASE: z.url().default('https://open.weixin.qq.com'),
  /** Redis for the state several instances share (captchas, nonces, rate limits, cache signals). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** This instance is one of several behind a load balancer. */
  CLUSTER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where uploads and generated media are kept: a directory, or PostgreSQL itself. */
  MEDIA_STORE: z.enum(['directory', 'postgres']).default('directory'),
  /** The media directory (a volume every instance mounts, in a cluster); DATA_DIR/media when unset. */
  MEDIA_DIR: z.string().min(1).optional(),
  /**
   * Where the demo's photographs are kept once made, so a seed after the first copies them
   * instead of making them again (seconds of CPU each); DATA_DIR/demo-photos when unset. Servers
   * started with throwaway data directories (browser tests) share one.
   */
  DEMO_PHOTO_DIR: z.string().min(1).optional(),
  /** Milliseconds between SIGTERM and closing the port, while /readyz tells the balancer to stop. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** The built newsroom console, served under /console/. */
  CONSOLE_DIST_DIR: z.string().default('apps/console/dist'),
  /** Largest video an editor may upload, in MB. */
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(2048),
  /** Whether this server takes video jobs (every server may; turn it off on API-only ones). */
  VIDEO_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Whether `DATA_DIR/video-sources` is one volume every video-processing server mounts: then any
   * of them takes any upload's job; otherwise only the server the video was uploaded to.
   */
  VIDEO_SOURCES_SHARED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /**
   * Whether this instance takes encoders (issue 27): runs the RTMP ingest (nginx with its RTMP
   * module) on INGEST_RTMP_PORT. In a cluster, one instance does; every instance serves the stream.
   */
  /**
   * Home and the share pages hydrate their islands instead of the whole app (docs/adr/0033);
   * `false` has them start the whole app, as before.
   */
  ARRIVAL_ISLANDS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  INGEST: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The RTMP port encoders push to (OBS "Server" is rtmp://host:port/live). */
  INGEST_RTMP_PORT: z.coerce.number().int().min(1).max(65_535).default(1935),
  /** The address the RTMP port is bound to. */
  INGEST_HOST: z.string().min(1).default('0.0.0.0'),
  /** What the live desk tells encoders to push to, e.g. `rtmp://news.example.com:1935/live`. */
  INGEST_PUBLIC_URL: z
    .string()
    .regex(/^rtmps?:\/\/[^\s]+$/, 'INGEST_PUBLIC_URL must be an rtmp:// or rtmps:// URL')
    .optional(),
  /** Encoders on air at once on the ingest instance; more are refused at connect. */
  INGEST_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  /** Seconds a dropped encoder may take to come back before its broadcast ends. */
  INGEST_RECONNECT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The nginx binary of the ingest (Debian: nginx plus libnginx-mod-rtmp). */
  NGINX_PATH: z.string().min(1).default('nginx'),
  /** Pictures one reader may upload in a day (UTC), and their total size in MB. */
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).max(100_000).default(50),
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** How long a reader's upload may stay unused (no avatar, item or message names it) before it is removed. */
  UPLOAD_GRACE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
  /** How often a server looks for unused uploads to remove. */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  /**
   * Pictures this server processes at once (each is seconds of CPU for a camera JPEG, on
   * libuv's thread pool), and how many more may wait; past that an upload is refused as busy.
   */
  PICTURE_JOBS: z.coerce.number().int().min(1).max(64).default(1),
  PICTURE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** How often this server looks for scheduled items that are due. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** Breaking-news alerts an editor may send per site per hour (issue 29). */
  ALERTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(6),
  /** How often this server looks for alert deliveries to send when it has none. */
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2_000),
  /**
   * The Web Push (VAPID, RFC 8292) key pair, base64url as `web-push generate-vapid-keys` prints
   * it; both or neither. Without them the first server makes a pair and keeps it in the database,
   * so every server of a cluster signs with the same one.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be 65 bytes, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be 32 bytes, base64url')
    .optional(),
  /** Who push services may contact about this sender (a mailto: or https: address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .default('mailto:newsroom@example.invalid'),
  /**
   * Push services the server posts alerts to (host names, their subdomains too), comma-separated:
   * a browser's subscription at any other address is refused, never called.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
    ),
  /** The official account's template for alerts; without one, no messaging-app alerts. */
  WECHAT_ALERT_TEMPLATE_ID: z.string().min(1).max(128).optional(),
  /** How often this server looks for video jobs when it has none. */
  VIDEO_JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(3_000),
  /** Tests only (with NODE_ENV=test): `settable` lets a test move the server's clock. */
  TEST_CLOCK: z.enum(['settable']).optional(),
  /** Milliseconds a client has to send a request's headers (a slow trickle is cut off). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** Milliseconds a client has, after the headers, to send an ordinary request's body. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Milliseconds a client has to send a whole upload (a picture, a video), headers included. */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  /** Milliseconds an idle kept-alive connection stays open (above a balancer's idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(72_000),
  /** Where to purge a shared cache in front of the servers: comma-separated URLs (docs/adr/0019). */
  EDGE_PURGE_URLS: z.string().default(''),
  /** Seconds shared caches may keep a public answer nobody purges (its `s-maxage`). */
  EDGE_MAX_AGE: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Seconds shared caches may serve a kept answer while the servers cannot answer. */
  EDGE_STALE_IF_ERROR: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /**
   * Budgets that differ from the defaults of `state/doorLimits.ts`: comma-separated
   * `door=max/seconds`, e.g. `search.address=120/60,upload.reader=50/86400`.
   */
  RATE_LIMITS: z.string().default(''),
  /**
   * log2 of scrypt's cost N for new password hashes: 17 is OWASP's current minimum (with r=8,
   * p=1); lower only with NODE_ENV=test, where hashing at full cost would slow every test.
   */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(PASSWORD_LOG_N_DEFAULT),
});

/** A balancer checking /readyz every second or so notices a draining instance well within this. */
const CLUSTER_SHUTDOWN_GRACE_MS = 5_000;

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
  /** docs/adr/0033: arrival pages run their islands' script, not the app. */
  arrivalIslands: boolean;
  demoMediaDir: string;
  logLevel: string;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  /** Where `/metrics` is served and what it asks for (plugins/metrics.ts). */
  metrics: { token: string | undefined; port: number | undefined; host: string; public: boolean };
  /** `Strict-Transport-Security` on answers over TLS; maxAgeSeconds 0 sends none. */
  hsts: { maxAgeSeconds: number; includeSubDomains: boolean };
  seedOnStart: boolean;
  responseCacheMs: number;
  /** Bounds of the response cache. */
  responseCacheLimits: { maxBytes: number; maxEntries: number };
  /** The origins readers reach the site at, canonical first; empty: the request's own. */
  publicOrigins: string[];
  testCaptcha: string | undefined;
  captchaPowDifficulty: number;
  rsaPrivateKeyPem: string | undefined;
  dataKey: string | undefined;
  wechat: { appId: string; appSecret: string; apiBase: string; authorizeBase: string } | undefined;
  redisUrl: string | undefined;
  cluster: boolean;
  mediaStore: 'directory' | 'postgres';
  mediaDir: string;
  /** Where the demo photographs are kept once made (seed/photos/DemoPhotoCache.ts). */
  demoPhotoDir: string;
  shutdownGraceMs: number;
  consoleDistDir: string;
  video: {
    uploadMaxBytes: number;
    worker: boolean;
    sourcesShared: boolean;
    ffmpeg: string;
    ffprobe: string;
    intervalMs: number;
  };
  /** Breaking-news alerts (issue 29): the hourly budget per site, the sender's pace, keys. */
  alerts: {
    perHour: number;
    intervalMs: number;
    /** Configured VAPID keys; otherwise the database's (made once). */
    vapid: { publicKey: string; privateKey: string } | undefined;
    vapidSubject: string;
    /** Push services a subscription may name. */
    pushHosts: string[];
    wechatTemplateId: string | undefined;
  };
  /** Going live from an encoder (issue 27): the RTMP ingest and its bounds. */
  ingest: {
    enabled: boolean;
    rtmpPort: number;
    host: string;
    /** What the live desk shows as the encoder's server. */
    publicUrl: string;
    maxConcurrent: number;
    reconnectWindowMs: number;
    nginx: string;
  };
  /** Readers' picture uploads: a daily quota each, and when unused ones are removed. */
  uploads: { dailyFiles: number; dailyBytes: number; graceMs: number; sweepIntervalMs: number };
  /** The picture pipeline: pictures processed at once, and how many may wait. */
  pictures: { inFlight: number; queue: number };
  schedulerIntervalMs: number;
  /** Tests only: the clock may be moved (`/console/api/testing/clock`). */
  settableClock: boolean;
  /** How long clients may take to send a request, and keep an idle connection (ms). */
  timeouts: { headersMs: number; requestMs: number; uploadMs: number; keepAliveMs: number };
  /** A shared cache in front of the servers: where to purge it, how long it may keep answers. */
  edge: { purgeUrls: string[]; maxAgeSeconds: number; staleIfErrorSeconds: number };
  /** Budgets an operator changed, by door (the others keep `state/doorLimits.ts`' defaults). */
  rateLimits: Partial<Record<DoorName, Budget>>;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashLogN: number;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the server (1 behind one balancer) or their addresses/CIDRs, comma-separated, or false';

/**
 * `TRUST_PROXY`: a hop count or a list of addresses, never "every hop" (`true`), which would let
 * any client name its own address in `X-Forwarded-For` and so escape per-address limits.
 */
function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim();
  if (text === 'false' || text === '' || text === '0') return false;
  if (text === 'true')
    return `TRUST_PROXY: true would trust a client's own X-Forwarded-For; ${TRUST_PROXY_HELP}`;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0 || entries.length === 0)
    return `TRUST_PROXY: ${JSON.stringify(wrong.join(',') || text)} is not an address or CIDR; ${TRUST_PROXY_HELP}`;
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

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
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(trustProxy);
  const purgeUrls = e.EDGE_PURGE_URLS.split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  const publicOrigins: string[] = [];
  for (const text of e.PUBLIC_ORIGIN.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (url && /^https?:$/.test(url.protocol) && url.origin === text.replace(/\/$/, ''))
      publicOrigins.push(url.origin);
    else
      problems.push(
        `PUBLIC_ORIGIN: ${JSON.stringify(text)} is not an origin like https://news.example.com (no path)`,
      );
  }
  for (const url of purgeUrls)
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      problems.push(`EDGE_PURGE_URLS: ${JSON.stringify(url)} is not an http(s) URL`);
  if (e.HEADERS_TIMEOUT_MS > e.UPLOAD_TIMEOUT_MS)
    problems.push('HEADERS_TIMEOUT_MS: must not be longer than UPLOAD_TIMEOUT_MS');
  if (e.REQUEST_TIMEOUT_MS > e.UPLOAD_TIMEOUT_MS)
    problems.push('REQUEST_TIMEOUT_MS: must not be longer than UPLOAD_TIMEOUT_MS');
  if (e.NODE_ENV === 'production' && e.SIGN_SECRET === DEV_SIGN_SECRET)
    problems.push('SIGN_SECRET: set a secret of your own in production');
  if (e.MEDIA_STORE === 'postgres' && !e.DATABASE_URL)
    problems.push(
      'MEDIA_STORE: postgres keeps media in the database named by DATABASE_URL; set it',
    );
  if (e.NODE_ENV === 'production' && e.CLUSTER) problems.push(...clusterProblems(e));
  const rateLimits = parseRateLimits(e.RATE_LIMITS, problems);
  if (e.NODE_ENV !== 'test' && e.PASSWORD_HASH_LOG_N < PASSWORD_LOG_N_DEFAULT)
    problems.push(
      `PASSWORD_HASH_LOG_N: below ${String(PASSWORD_LOG_N_DEFAULT)} (OWASP's minimum for scrypt) only in tests`,
    );
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (problems.length > 0)
    throw new ConfigError(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    signSecret: e.SIGN_SECRET,
    siteAppUrls: appUrls,
    webDistDir: resolve(REPO_ROOT, e.WEB_DIST_DIR),
    arrivalIslands: e.ARRIVAL_ISLANDS,
    demoMediaDir: resolve(REPO_ROOT, 'apps/server/media'),
    logLevel: e.LOG_LEVEL,
    trustProxy: typeof trustProxy === 'string' ? false : trustProxy,
    metrics: {
      token: e.METRICS_TOKEN,
      port: e.METRICS_PORT,
      host: e.METRICS_HOST,
      // Open without a token for a developer's own machine and the tests; in production the
      // server cannot tell who reaches it through a proxy, so it serves them only when asked for.
      public: e.NODE_ENV !== 'production' && e.METRICS_TOKEN === undefined,
    },
    hsts: { maxAgeSeconds: e.HSTS_MAX_AGE, includeSubDomains: e.HSTS_INCLUDE_SUBDOMAINS },
    seedOnStart: e.SEED_ON_START,
    responseCacheMs: e.RESPONSE_CACHE_MS,
    responseCacheLimits: {
      maxBytes: e.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
      maxEntries: e.RESPONSE_CACHE_MAX_ENTRIES,
    },
    publicOrigins,
    // The fixed captcha answer is a test convenience only: refuse it outside NODE_ENV=test.
    testCaptcha: e.NODE_ENV === 'test' ? e.TEST_CAPTCHA : undefined,
    captchaPowDifficulty: e.CAPTCHA_POW_DIFFICULTY,
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
    redisUrl: e.REDIS_URL,
    cluster: e.CLUSTER,
    mediaStore: e.MEDIA_STORE,
    mediaDir: e.MEDIA_DIR ? resolve(REPO_ROOT, e.MEDIA_DIR) : join(dataDir, 'media'),
    demoPhotoDir: e.DEMO_PHOTO_DIR
      ? resolve(REPO_ROOT, e.DEMO_PHOTO_DIR)
      : join(dataDir, 'demo-photos'),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? (e.CLUSTER ? CLUSTER_SHUTDOWN_GRACE_MS : 0),
    consoleDistDir: resolve(REPO_ROOT, e.CONSOLE_DIST_DIR),
    video: {
      uploadMaxBytes: e.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
      worker: e.VIDEO_WORKER,
      sourcesShared: e.VIDEO_SOURCES_SHARED,
      ffmpeg: e.FFMPEG_PATH,
      ffprobe: e.FFPROBE_PATH,
      intervalMs: e.VIDEO_JOBS_INTERVAL_MS,
    },
    ingest: {
      enabled: e.INGEST,
      rtmpPort: e.INGEST_RTMP_PORT,
      host: e.INGEST_HOST,
      publicUrl: e.INGEST_PUBLIC_URL ?? `rtmp://localhost:${String(e.INGEST_RTMP_PORT)}/live`,
      maxConcurrent: e.INGEST_MAX_CONCURRENT,
      reconnectWindowMs: e.INGEST_RECONNECT_SECONDS * 1000,
      nginx: e.NGINX_PATH,
    },
    uploads: {
      dailyFiles: e.UPLOAD_DAILY_FILES,
      dailyBytes: e.UPLOAD_DAILY_MB * 1024 * 1024,
      graceMs: e.UPLOAD_GRACE_MINUTES * 60_000,
      sweepIntervalMs: e.UPLOAD_SWEEP_INTERVAL_MS,
    },
    pictures: { inFlight: e.PICTURE_JOBS, queue: e.PICTURE_QUEUE },
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    alerts: {
      perHour: e.ALERTS_PER_HOUR,
      intervalMs: e.ALERTS_INTERVAL_MS,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT,
      pushHosts: e.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
      wechatTemplateId: e.WECHAT_ALERT_TEMPLATE_ID,
    },
    // Like TEST_CAPTCHA: a test convenience refused outside NODE_ENV=test.
    settableClock: e.NODE_ENV === 'test' && e.TEST_CLOCK === 'settable',
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      uploadMs: e.UPLOAD_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    edge: {
      purgeUrls,
      maxAgeSeconds: e.EDGE_MAX_AGE,
      staleIfErrorSeconds: e.EDGE_STALE_IF_ERROR,
    },
    rateLimits,
    passwordHashLogN: e.PASSWORD_HASH_LOG_N,
  };
}

/** `door=max/seconds,...`; each problem named, with the doors there are. */
function parseRateLimits(text: string, problems: string[]): Partial<Record<DoorName, Budget>> {
  const out: Partial<Record<DoorName, Budget>> = {};
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const match = /^([\w.]+)=(\d{1,6})\/(\d{1,6})$/.exec(part);
    const [, name = '', max = '', seconds = ''] = match ?? [];
    if (!match) {
      problems.push(`RATE_LIMITS: ${JSON.stringify(part)} is not door=max/seconds`);
      continue;
    }
    if (!isDoorName(name)) {
      problems.push(
        `RATE_LIMITS: no door ${JSON.stringify(name)}; the doors are ${DOOR_NAMES.join(', ')}`,
      );
      continue;
    }
    if (Number(max) < 1 || Number(seconds) < 1 || Number(seconds) > 86_400) {
      problems.push(`RATE_LIMITS: ${name} needs max >= 1 and 1 to 86400 seconds`);
      continue;
    }
    out[name] = { max: Number(max), windowSeconds: Number(seconds) };
  }
  return out;
}

/**
 * What every instance of a production cluster must share, and why: each missing piece would
 * make the instances disagree (a captcha or a sign-in started on one unknown to the next, a
 * password encrypted with another instance's key, a picture stored where the others cannot see it).
 */
function clusterProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  const why = 'CLUSTER=true means several instances';
  if (!e.REDIS_URL)
    problems.push(
      `REDIS_URL: ${why} share captchas, request nonces, rate limits and sign-in state through Redis; set it`,
    );
  if (!e.DATABASE_URL) problems.push(`DATABASE_URL: ${why} share one PostgreSQL database; set it`);
  if (!e.RSA_PRIVATE_KEY_PEM)
    problems.push(
      `RSA_PRIVATE_KEY_PEM: ${why} must decrypt the same password fields; give each the same key`,
    );
  if (!e.DATA_KEY)
    problems.push(
      `DATA_KEY: ${why} must read the same encrypted personal data; give each the same key`,
    );
  if (e.MEDIA_STORE === 'directory' && !e.MEDIA_DIR)
    problems.push(
      `MEDIA_DIR: ${why} must serve the same uploads; point it at a volume they all mount, or set MEDIA_STORE=postgres`,
    );
  if (!e.VIDEO_WORKER && !e.VIDEO_SOURCES_SHARED)
    problems.push(
      `VIDEO_WORKER: a video uploaded through this instance waits on its disk for a server that can read it; leave VIDEO_WORKER=true, or mount one DATA_DIR/video-sources volume on every instance and set VIDEO_SOURCES_SHARED=true`,
    );
  return problems;
}
