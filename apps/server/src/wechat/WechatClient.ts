import { z } from 'zod';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';
import { WechatError } from './WechatError.ts';
import { createNonceStr, jsSdkSignature } from './wechatJsSdkSignature.ts';

export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
  /** e.g. https://open.weixin.qq.com */
  authorizeBase: string;
}

interface WechatClientOptions {
  /** Milliseconds since the epoch; tests move it to age the cached token and ticket. */
  now?: () => number;
  timeoutMs?: number;
  /**
   * State every instance of a cluster shares: the app token and the JS-SDK ticket are kept there,
   * so all instances use one of each. The provider ends a token when it hands out the next, and
   * counts every request against a daily quota: instances each fetching their own would end each
   * other's.
   */
  shared?: ShortLivedStore;
}

export type WechatScope = 'snsapi_base' | 'snsapi_userinfo';

interface WechatOAuthGrant {
  openId: string;
  unionId?: string;
  accessToken: string;
  scope: string;
}

interface WechatUserInfo {
  openId: string;
  nickname: string;
  avatarUrl: string;
  unionId?: string;
}

export interface WechatJsSdkConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// Refresh this long before the provider's expiry, so a value handed out is still good by the
// time the browser or the next request uses it.
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
// The provider says the app access token is no longer valid: drop it so the next call fetches
// a new one instead of failing until the cached copy would have expired.
const STALE_TOKEN_ERRCODES = new Set([40001, 40014, 42001]);
/**
 * The provider's codes for a reader a message can never reach: an unknown openid, or one who
 * no longer follows the official account (the subscription is removed, like a 410 push).
 */
export const WECHAT_UNREACHABLE_ERRCODES: ReadonlySet<number> = new Set([40003, 43004]);
// WeChat documents state as at most 128 bytes of [A-Za-z0-9]; anything else fails at the
// provider with an error page the reader sees instead of our redirect.
const STATE_PATTERN = /^[A-Za-z0-9]{0,128}$/;

const errorAnswer = z.object({ errcode: z.number(), errmsg: z.string().optional() });
const appTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});
const ticketAnswer = z.object({
  errcode: z.literal(0),
  ticket: z.string().min(1),
  expires_in: z.number().positive(),
});
const oauthTokenAnswer = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1),
  scope: z.string(),
  unionid: z.string().min(1).optional(),
});
const templateAnswer = z.object({ errcode: z.literal(0) });
const userInfoAnswer = z.object({
  openid: z.string().min(1),
  nickname: z.string(),
  // Empty when the reader has no avatar.
  headimgurl: z.string().default(''),
  unionid: z.string().min(1).optional(),
});

interface CachedValue {
  value: string;
  expiresAt: number;
}

const cachedValueSchema = z.object({ value: z.string(), expiresAt: z.number() });

/** How long one instance may take to fetch a shared value while the others wait for it. */
const SHARED_FETCH_MS = 10_000;
const SHARED_POLL_MS = 100;

interface CacheSlot {
  /** Its key in the shared store. */
  name: string;
  entry?: CachedValue;
  /** Shared by concurrent callers so a cold cache costs one provider call, not one per request. */
  pending?: Promise<string>;
}

/** Official-account OAuth and the JS-SDK ticket, over WeChat's HTTP API. */
export class WechatClient {
  private readonly appId: string;
  // A true private field: it stays out of util.inspect and JSON, so logging the client by
  // accident does not leak the secret.
  readonly #appSecret: string;
  private readonly apiBase: string;
  private readonly authorizeBase: string;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly appToken: CacheSlot = { name: 'wechat:app-token' };
  private readonly ticket: CacheSlot = { name: 'wechat:jsapi-ticket' };
  private readonly shared: ShortLivedStore | undefined;

  constructor(config: WechatConfig, options: WechatClientOptions = {}) {
    this.appId = config.appId;
    this.#appSecret = config.appSecret;
    this.apiBase = config.apiBase.replace(/\/+$/, '');
    this.authorizeBase = config.authorizeBase.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.shared = options.shared;
  }

  authorizeUrl(redirectUri: string, state: string, scope: WechatScope): string {
    if (!STATE_PATTERN.test(state)) {
      throw new WechatError('state must be at most 128 characters of [A-Za-z0-9]');
    }
    const query = new URLSearchParams({
      appid: this.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      state,
    });
    // The provider insists on this parameter order and on the fragment.
    return `${this.authorizeBase}/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatOAuthGrant> {
    if (code === '') throw new WechatError('oauth code exchange: missing code');
    const answer = await this.call(
      'oauth code exchange',
      '/sns/oauth2/access_token',
      oauthTokenAnswer,
      {
        appid: this.appId,
        secret: this.#appSecret,
        code,
        grant_type: 'authorization_code',
      },
    );
    return {
      openId: answer.openid,
      ...(answer.unionid === undefined ? {} : { unionId: answer.unionid }),
      accessToken: answer.access_token,
      scope: answer.scope,
    };
  }

  async userInfo(accessToken: string, openId: string): Promise<WechatUserInfo> {
    const answer = await this.call('user info', '/sns/userinfo', userInfoAnswer, {
      access_token: accessToken,
      openid: openId,
      lang: 'zh_CN',
    });
    return {
      openId: answer.openid,
      nickname: answer.nickname,
      avatarUrl: answer.headimgurl,
      ...(answer.unionid === undefined ? {} : { unionId: answer.unionid }),
    };
  }

  /** The JS-SDK ticket; the provider rate-limits both it and the app token, hence the cache. */
  jsapiTicket(): Promise<string> {
    return this.cached(this.ticket, async () => {
      const accessToken = await this.cached(this.appToken, () => this.fetchAppToken());
      try {
        const answer = await this.call('jsapi ticket', '/cgi-bin/ticket/getticket', ticketAnswer, {
          access_token: accessToken,
          type: 'jsapi',
        });
        return { value: answer.ticket, expiresInS: answer.expires_in };
      } catch (error) {
        if (error instanceof WechatError && STALE_TOKEN_ERRCODES.has(error.errcode ?? 0)) {
          delete this.appToken.entry;
          await this.shared?.delete(this.appToken.name);
        }
        throw error;
      }
    });
  }

  /**
   * The official account's template message to one follower (a breaking-news alert): `data`
   * fills the template's fields, `url` is opened when the reader taps it.
   */
  async sendTemplateMessage(message: {
    openId: string;
    templateId: string;
    url: string;
    data: Record<string, string>;
  }): Promise<void> {
    const accessToken = await this.cached(this.appToken, () => this.fetchAppToken());
    const data = Object.fromEntries(
      Object.entries(message.data).map(([field, value]) => [field, { value }]),
    );
    try {
      await this.call(
        'template message',
        '/cgi-bin/message/template/send',
        templateAnswer,
        { access_token: accessToken },
        { touser: message.openId, template_id: message.templateId, url: message.url, data },
      );
    } catch (error) {
      if (error instanceof WechatError && STALE_TOKEN_ERRCODES.has(error.errcode ?? 0)) {
        delete this.appToken.entry;
        await this.shared?.delete(this.appToken.name);
      }
      throw error;
    }
  }

  async jsSdkConfig(url: string): Promise<WechatJsSdkConfig> {
    const jsapiTicket = await this.jsapiTicket();
    // wx.config takes seconds, not milliseconds.
    const timestamp = Math.floor(this.now() / 1000);
    const nonceStr = createNonceStr();
    return {
      appId: this.appId,
      timestamp,
      nonceStr,
      signature: jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }),
    };
  }

  private async fetchAppToken(): Promise<{ value: string; expiresInS: number }> {
    const answer = await this.call('app access token', '/cgi-bin/token', appTokenAnswer, {
      grant_type: 'client_credential',
      appid: this.appId,
      secret: this.#appSecret,
    });
    return { value: answer.access_token, expiresInS: answer.expires_in };
  }

  private cached(
    slot: CacheSlot,
    load: () => Promise<{ value: string; expiresInS: number }>,
  ): Promise<string> {
    const requestedAt = this.now();
    if (slot.entry && slot.entry.expiresAt > requestedAt) return Promise.resolve(slot.entry.value);
    slot.pending ??= this.fresh(slot.name, async () => {
      const { value, expiresInS } = await load();
      // Counted from when we asked, not when the answer came: the provider's clock started first.
      return { value, expiresAt: requestedAt + expiresInS * 1000 - REFRESH_MARGIN_MS };
    })
      .then((entry) => {
        slot.entry = entry;
        return entry.value;
      })
      .finally(() => {
        delete slot.pending;
      });
    return slot.pending;
  }

  /**
   * A value still good, from the shared store when there is one; else fetched — by one instance
   * at a time: the others wait for what it stores (and fetch themselves if it never does).
   */
  private async fresh(name: string, fetchValue: () => Promise<CachedValue>): Promise<CachedValue> {
    const shared = this.shared;
    if (!shared) return fetchValue();
    const stored = async (): Promise<CachedValue | undefined> => {
      const parsed = cachedValueSchema.safeParse(JSON.parse((await shared.get(name)) ?? 'null'));
      return parsed.success && parsed.data.expiresAt > this.now() ? parsed.data : undefined;
    };
    const found = await stored();
    if (found) return found;
    const lock = `${name}:fetching`;
    if (!(await shared.claim(lock, SHARED_FETCH_MS))) {
      for (let waited = 0; waited < SHARED_FETCH_MS; waited += SHARED_POLL_MS) {
        await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
        const other = await stored();
        if (other) return other;
      }
    }
    try {
      const entry = await fetchValue();
      await shared.set(name, JSON.stringify(entry), Math.max(1, entry.expiresAt - this.now()));
      return entry;
    } finally {
      await shared.delete(lock);
    }
  }

  private async call<S extends z.ZodType>(
    label: string,
    path: string,
    answerSchema: S,
    params: Record<string, string>,
    /** Sent as JSON in a POST when given (the message calls); a GET otherwise. */
    jsonBody?: unknown,
  ): Promise<z.output<S>> {
    const url = `${this.apiBase}${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        ...(jsonBody === undefined
          ? {}
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json; charset=utf-8' },
              body: JSON.stringify(jsonBody),
            }),
      });
    } catch (error) {
      // The underlying error may quote the URL, and with it the secret: report only its kind.
      throw new WechatError(`${label}: ${isTimeout(error) ? 'timed out' : 'provider unreachable'}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new WechatError(`${label}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      // WeChat labels some JSON answers text/plain, so parse the text rather than trust the type.
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new WechatError(`${label}: ${isTimeout(error) ? 'timed out' : 'malformed answer'}`);
    }
    // Errors come back as HTTP 200 with a non-zero errcode.
    const failure = errorAnswer.safeParse(body);
    if (failure.success && failure.data.errcode !== 0) {
      throw new WechatError(`${label}: errcode ${failure.data.errcode}`, failure.data.errcode);
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new WechatError(`${label}: unexpected answer`);
    return parsed.data;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
