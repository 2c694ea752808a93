import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { WechatConfig, WechatScope } from '../wechat/WechatClient.ts';

export const FAKE_WECHAT_APP_ID = 'wx-test-app';
export const FAKE_WECHAT_APP_SECRET = 'wx-test-secret';

interface FakeWechatUser {
  openId: string;
  nickname: string;
  avatarUrl?: string;
  unionId?: string;
}

export interface FakeWechatProvider {
  baseUrl: string;
  /** A client configuration pointing both bases at this fake, with the credentials it accepts. */
  config: WechatConfig;
  /** Who signs in when a browser follows the authorize redirect. */
  defaultUser: FakeWechatUser;
  close(): Promise<void>;
  /** A fresh single-use OAuth code, as if the user had just approved the app. */
  issueCode(user: FakeWechatUser, scope?: WechatScope): string;
  readonly tokenRequests: number;
  readonly ticketRequests: number;
  /** The official account's template messages the fake took, in order. */
  readonly templateMessages: readonly FakeTemplateMessage[];
  /** Followers who left the official account: a message to them is refused with 43004. */
  readonly unfollowed: Set<string>;
}

export interface FakeTemplateMessage {
  touser: string;
  template_id: string;
  url: string;
  data: Record<string, { value: string }>;
}

interface Grant {
  user: FakeWechatUser;
  scope: WechatScope;
}

const EXPIRES_IN_S = 7200;

// The provider's own codes, so callers can be tested against the numbers they will really see.
const ERR = {
  invalidCredential: { errcode: 40001, errmsg: 'invalid credential' },
  invalidOpenId: { errcode: 40003, errmsg: 'invalid openid' },
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  invalidArgs: { errcode: 40097, errmsg: 'invalid args' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  unauthorized: { errcode: 48001, errmsg: 'api unauthorized' },
  notFollowing: { errcode: 43004, errmsg: 'require subscribe' },
} as const;

/**
 * A stand-in for WeChat's OAuth and JS-SDK endpoints on a random 127.0.0.1 port, for tests over
 * real HTTP. Like the real one it answers errors with HTTP 200 and an errcode.
 */
export async function startFakeWechatProvider(): Promise<FakeWechatProvider> {
  const codes = new Map<string, Grant>();
  const userTokens = new Map<string, Grant>();
  const appTokens = new Set<string>();
  let tokenRequests = 0;
  let ticketRequests = 0;
  const templateMessages: FakeTemplateMessage[] = [];
  const unfollowed = new Set<string>();
  const defaultUser: FakeWechatUser = {
    openId: 'o-fake-default-reader',
    nickname: '测试读者',
    avatarUrl: 'https://wx.example.invalid/avatar/default.png',
    unionId: 'u-fake-default-reader',
  };

  const issueCode = (user: FakeWechatUser, scope: WechatScope = 'snsapi_userinfo'): string => {
    const code = `code-${randomBytes(12).toString('hex')}`;
    codes.set(code, { user, scope });
    return code;
  };

  const authorize = (query: URLSearchParams, res: ServerResponse): void => {
    const scope = query.get('scope') ?? '';
    const redirect = parseHttpUrl(query.get('redirect_uri'));
    if (
      query.get('appid') !== FAKE_WECHAT_APP_ID ||
      query.get('response_type') !== 'code' ||
      !isScope(scope) ||
      !redirect
    ) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('bad authorize request');
      return;
    }
    redirect.searchParams.set('code', issueCode(defaultUser, scope));
    redirect.searchParams.set('state', query.get('state') ?? '');
    res.writeHead(302, { location: redirect.toString() });
    res.end();
  };

  const apiRoutes: Record<string, (query: URLSearchParams) => object> = {
    '/sns/oauth2/access_token': (query) => {
      const refusal = checkApp(query);
      if (refusal) return refusal;
      if (query.get('grant_type') !== 'authorization_code') return ERR.invalidArgs;
      const code = query.get('code') ?? '';
      const grant = codes.get(code);
      if (!grant) return ERR.invalidCode;
      codes.delete(code);
      const accessToken = `sns-${randomBytes(16).toString('hex')}`;
      userTokens.set(accessToken, grant);
      return {
        access_token: accessToken,
        expires_in: EXPIRES_IN_S,
        refresh_token: `refresh-${randomBytes(16).toString('hex')}`,
        openid: grant.user.openId,
        scope: grant.scope,
        ...(grant.user.unionId === undefined ? {} : { unionid: grant.user.unionId }),
      };
    },
    '/sns/userinfo': (query) => {
      const grant = userTokens.get(query.get('access_token') ?? '');
      if (!grant) return ERR.invalidCredential;
      if (query.get('openid') !== grant.user.openId) return ERR.invalidOpenId;
      if (grant.scope !== 'snsapi_userinfo') return ERR.unauthorized;
      return {
        openid: grant.user.openId,
        nickname: grant.user.nickname,
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: grant.user.avatarUrl ?? '',
        privilege: [],
        ...(grant.user.unionId === undefined ? {} : { unionid: grant.user.unionId }),
      };
    },
    '/cgi-bin/token': (query) => {
      tokenRequests++;
      const refusal = checkApp(query);
      if (refusal) return refusal;
      if (query.get('grant_type') !== 'client_credential') return ERR.invalidArgs;
      const accessToken = `app-${randomBytes(16).toString('hex')}`;
      appTokens.add(accessToken);
      return { access_token: accessToken, expires_in: EXPIRES_IN_S };
    },
    '/cgi-bin/ticket/getticket': (query) => {
      ticketRequests++;
      if (!appTokens.has(query.get('access_token') ?? '')) return ERR.invalidCredential;
      if (query.get('type') !== 'jsapi') return ERR.invalidArgs;
      return {
        errcode: 0,
        errmsg: 'ok',
        ticket: `ticket-${randomBytes(16).toString('hex')}`,
        expires_in: EXPIRES_IN_S,
      };
    },
  };

  const sendTemplate = (query: URLSearchParams, body: string): object => {
    if (!appTokens.has(query.get('access_token') ?? '')) return ERR.invalidCredential;
    let message: FakeTemplateMessage;
    try {
      message = JSON.parse(body) as FakeTemplateMessage;
    } catch {
      return ERR.invalidArgs;
    }
    if (typeof message.touser !== 'string' || typeof message.template_id !== 'string')
      return ERR.invalidArgs;
    if (unfollowed.has(message.touser)) return ERR.notFollowing;
    templateMessages.push(message);
    return { errcode: 0, errmsg: 'ok', msgid: templateMessages.length };
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/cgi-bin/message/template/send') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(sendTemplate(url.searchParams, Buffer.concat(chunks).toString())));
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/connect/oauth2/authorize') {
      authorize(url.searchParams, res);
      return;
    }
    const route = apiRoutes[url.pathname];
    if (req.method !== 'GET' || !route) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found');
      return;
    }
    // Like the real provider: refusals are HTTP 200 too, told apart only by errcode.
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(route(url.searchParams)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake WeChat did not bind');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    baseUrl,
    config: {
      appId: FAKE_WECHAT_APP_ID,
      appSecret: FAKE_WECHAT_APP_SECRET,
      apiBase: baseUrl,
      authorizeBase: baseUrl,
    },
    defaultUser,
    issueCode,
    get tokenRequests() {
      return tokenRequests;
    },
    get ticketRequests() {
      return ticketRequests;
    },
    templateMessages,
    unfollowed,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        // fetch keeps connections alive; without this close() would wait for them to idle out.
        server.closeAllConnections();
      });
    },
  };
}

function checkApp(query: URLSearchParams): object | undefined {
  if (query.get('appid') !== FAKE_WECHAT_APP_ID) return ERR.invalidAppId;
  if (query.get('secret') !== FAKE_WECHAT_APP_SECRET) return ERR.invalidSecret;
  return undefined;
}

function parseHttpUrl(value: string | null): URL | undefined {
  if (value === null || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

function isScope(value: string): value is WechatScope {
  return value === 'snsapi_base' || value === 'snsapi_userinfo';
}
