import { createServer, type RequestListener } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWechatProvider, type FakeWechatProvider } from '../testing/fakeWechatProvider.ts';
import { MemoryShortLivedStore } from '../state/MemoryShortLivedStore.ts';
import { WechatClient, type WechatConfig } from './WechatClient.ts';
import { WechatError } from './WechatError.ts';
import { jsSdkSignature } from './wechatJsSdkSignature.ts';

const HOUR_MS = 60 * 60 * 1000;
// The fake provider hands out tokens and tickets for 7200 s; the client refreshes 5 min early.
const CACHE_LIFETIME_MS = 2 * HOUR_MS - 5 * 60 * 1000;

let provider: FakeWechatProvider;

beforeEach(async () => {
  provider = await startFakeWechatProvider();
});

afterEach(async () => {
  await provider.close();
});

function clock(start = Date.UTC(2025, 0, 1)): { now: () => number; advance(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<WechatError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WechatError);
  return error as WechatError;
}

/** A throwaway HTTP server with a misbehaviour of the test's choosing. */
async function startOddServer(
  listener: RequestListener,
): Promise<{ config: WechatConfig; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('did not bind');
  const base = `http://127.0.0.1:${address.port}`;
  return {
    config: { ...provider.config, apiBase: base, authorizeBase: base },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

describe('WechatClient.authorizeUrl', () => {
  it('builds the provider URL with the redirect encoded and the wechat_redirect fragment', () => {
    const client = new WechatClient({
      appId: 'wx123',
      appSecret: 's3cret',
      apiBase: 'https://api.weixin.qq.com',
      authorizeBase: 'https://open.weixin.qq.com/',
    });
    const url = client.authorizeUrl(
      'https://news.example.com/wx/callback?site=zh&next=/a b#top',
      'St4te',
      'snsapi_userinfo',
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123' +
        '&redirect_uri=https%3A%2F%2Fnews.example.com%2Fwx%2Fcallback%3Fsite%3Dzh%26next%3D%2Fa+b%23top' +
        '&response_type=code&scope=snsapi_userinfo&state=St4te#wechat_redirect',
    );
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(
      'https://news.example.com/wx/callback?site=zh&next=/a b#top',
    );
    expect(url).not.toContain('s3cret');
  });

  it('refuses a state the provider would reject', () => {
    const client = new WechatClient(provider.config);
    expect(() => client.authorizeUrl('https://x.example/cb', 'a&b', 'snsapi_base')).toThrow(
      WechatError,
    );
    expect(() =>
      client.authorizeUrl('https://x.example/cb', 'a'.repeat(129), 'snsapi_base'),
    ).toThrow(WechatError);
  });
});

describe('WechatClient OAuth', () => {
  it('exchanges a code for the reader and reads their profile', async () => {
    const client = new WechatClient(provider.config);
    const code = provider.issueCode({
      openId: 'o-reader-1',
      nickname: '小明',
      avatarUrl: 'https://wx.example.invalid/a.png',
      unionId: 'u-reader-1',
    });

    const grant = await client.exchangeCode(code);
    expect(grant).toMatchObject({
      openId: 'o-reader-1',
      unionId: 'u-reader-1',
      scope: 'snsapi_userinfo',
    });
    expect(grant.accessToken).not.toBe('');

    expect(await client.userInfo(grant.accessToken, grant.openId)).toEqual({
      openId: 'o-reader-1',
      nickname: '小明',
      avatarUrl: 'https://wx.example.invalid/a.png',
      unionId: 'u-reader-1',
    });
  });

  it('leaves unionId out and gives an empty avatar when the provider has none', async () => {
    const client = new WechatClient(provider.config);
    const grant = await client.exchangeCode(provider.issueCode({ openId: 'o2', nickname: 'n' }));
    expect(grant).not.toHaveProperty('unionId');
    expect(await client.userInfo(grant.accessToken, grant.openId)).toEqual({
      openId: 'o2',
      nickname: 'n',
      avatarUrl: '',
    });
  });

  it('follows the browser flow from authorizeUrl to the profile', async () => {
    const client = new WechatClient(provider.config);
    const response = await fetch(
      client.authorizeUrl('https://news.example.com/cb', 'xyz', 'snsapi_userinfo'),
      { redirect: 'manual' },
    );
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.searchParams.get('state')).toBe('xyz');
    const grant = await client.exchangeCode(back.searchParams.get('code') ?? '');
    const user = await client.userInfo(grant.accessToken, grant.openId);
    expect(user.openId).toBe(provider.defaultUser.openId);
  });

  it('fails with WechatError when a code is used twice', async () => {
    const client = new WechatClient(provider.config);
    const code = provider.issueCode({ openId: 'o3', nickname: 'n' });
    await client.exchangeCode(code);
    const error = await rejection(client.exchangeCode(code));
    expect(error.errcode).toBe(40029);
  });

  it('reports a wrong secret without repeating it', async () => {
    const secret = 'super-secret-value';
    const client = new WechatClient({ ...provider.config, appSecret: secret });
    const code = provider.issueCode({ openId: 'o4', nickname: 'n' });
    const errors = [
      await rejection(client.exchangeCode(code)),
      await rejection(client.jsapiTicket()),
    ];
    for (const error of errors) {
      expect(error.errcode).toBe(40125);
      expect(`${error.message} ${String(error.stack)}`).not.toContain(secret);
    }
  });

  it('refuses the profile for a snsapi_base grant', async () => {
    const client = new WechatClient(provider.config);
    const grant = await client.exchangeCode(
      provider.issueCode({ openId: 'o5', nickname: 'n' }, 'snsapi_base'),
    );
    expect(grant.scope).toBe('snsapi_base');
    expect((await rejection(client.userInfo(grant.accessToken, grant.openId))).errcode).toBe(48001);
  });
});

describe('WechatClient JS-SDK', () => {
  it('fetches the ticket once and reuses it until shortly before it expires', async () => {
    const time = clock();
    const client = new WechatClient(provider.config, { now: time.now });

    const first = await client.jsapiTicket();
    time.advance(CACHE_LIFETIME_MS - 1000);
    expect(await client.jsapiTicket()).toBe(first);
    expect(provider.tokenRequests).toBe(1);
    expect(provider.ticketRequests).toBe(1);

    time.advance(1000);
    const second = await client.jsapiTicket();
    expect(second).not.toBe(first);
    expect(provider.tokenRequests).toBe(2);
    expect(provider.ticketRequests).toBe(2);
  });

  it('makes one provider call for concurrent requests on a cold cache', async () => {
    const client = new WechatClient(provider.config);
    const tickets = await Promise.all([
      client.jsapiTicket(),
      client.jsapiTicket(),
      client.jsapiTicket(),
    ]);
    expect(new Set(tickets).size).toBe(1);
    expect(provider.tokenRequests).toBe(1);
    expect(provider.ticketRequests).toBe(1);
  });

  it('shares one token and one ticket among the instances of a cluster', async () => {
    // Two servers' clients over one shared store (Redis in a cluster; the same contract here).
    const shared = new MemoryShortLivedStore();
    const one = new WechatClient(provider.config, { shared });
    const other = new WechatClient(provider.config, { shared });
    const tickets = await Promise.all([
      one.jsapiTicket(),
      other.jsapiTicket(),
      other.jsapiTicket(),
    ]);
    expect(new Set(tickets).size).toBe(1);
    expect(provider.tokenRequests).toBe(1);
    expect(provider.ticketRequests).toBe(1);
    // A third instance started later finds them too.
    expect(await new WechatClient(provider.config, { shared }).jsapiTicket()).toBe(tickets[0]);
    expect(provider.ticketRequests).toBe(1);
  });

  it('tries again after a failure instead of caching it', async () => {
    const bad = new WechatClient({ ...provider.config, appSecret: 'wrong' });
    await rejection(bad.jsapiTicket());
    await rejection(bad.jsapiTicket());
    expect(provider.tokenRequests).toBe(2);
  });

  it('signs a JS-SDK config that verifies against the cached ticket', async () => {
    const time = clock(1_700_000_000_123);
    const client = new WechatClient(provider.config, { now: time.now });
    const url = 'https://news.example.com/zh/article/7?from=share#comments';

    const config = await client.jsSdkConfig(url);
    const ticket = await client.jsapiTicket();
    expect(config.appId).toBe(provider.config.appId);
    expect(config.timestamp).toBe(1_700_000_000);
    expect(config.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(config.signature).toBe(
      jsSdkSignature({
        jsapiTicket: ticket,
        nonceStr: config.nonceStr,
        timestamp: config.timestamp,
        url,
      }),
    );
    expect(provider.ticketRequests).toBe(1);
  });
});

describe('WechatClient when the provider misbehaves', () => {
  it('gives WechatError when the provider is down', async () => {
    const gone = await startFakeWechatProvider();
    await gone.close();
    const client = new WechatClient(gone.config);
    const error = await rejection(client.exchangeCode('any'));
    expect(error.message).toMatch(/unreachable/);
    expect(error.errcode).toBeUndefined();
    await rejection(client.jsapiTicket());
  });

  it('gives WechatError when the provider does not answer in time', async () => {
    const silent = await startOddServer(() => {
      // Never answers.
    });
    try {
      const client = new WechatClient(silent.config, { timeoutMs: 50 });
      expect((await rejection(client.jsapiTicket())).message).toMatch(/timed out/);
    } finally {
      await silent.close();
    }
  });

  it('gives WechatError on an HTTP error, a non-JSON body or a missing field', async () => {
    const answers = [
      { status: 502, body: 'bad gateway', message: /HTTP 502/ },
      { status: 200, body: '<html>maintenance</html>', message: /malformed/ },
      { status: 200, body: '{"expires_in":7200}', message: /unexpected answer/ },
    ];
    for (const answer of answers) {
      const odd = await startOddServer((_req, res) => {
        res.writeHead(answer.status, { 'content-type': 'text/plain' });
        res.end(answer.body);
      });
      try {
        const client = new WechatClient(odd.config);
        expect((await rejection(client.jsapiTicket())).message).toMatch(answer.message);
      } finally {
        await odd.close();
      }
    }
  });
});
