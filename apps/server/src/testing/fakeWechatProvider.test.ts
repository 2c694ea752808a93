import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_WECHAT_APP_ID,
  FAKE_WECHAT_APP_SECRET,
  startFakeWechatProvider,
  type FakeWechatProvider,
} from './fakeWechatProvider.ts';

let provider: FakeWechatProvider;

beforeEach(async () => {
  provider = await startFakeWechatProvider();
});

afterEach(async () => {
  await provider.close();
});

async function getJson(path: string, query: Record<string, string>): Promise<unknown> {
  const response = await fetch(
    `${provider.baseUrl}${path}?${new URLSearchParams(query).toString()}`,
  );
  expect(response.status).toBe(200);
  return response.json();
}

describe('startFakeWechatProvider', () => {
  it('redirects the authorize page back with a fresh code and the state', async () => {
    const query = new URLSearchParams({
      appid: FAKE_WECHAT_APP_ID,
      redirect_uri: 'https://news.example.com/wx/callback?site=en',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'abc123',
    });
    const response = await fetch(
      `${provider.baseUrl}/connect/oauth2/authorize?${query.toString()}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://news.example.com/wx/callback');
    expect(location.searchParams.get('site')).toBe('en');
    expect(location.searchParams.get('state')).toBe('abc123');
    const code = location.searchParams.get('code') ?? '';

    const grant = await getJson('/sns/oauth2/access_token', {
      appid: FAKE_WECHAT_APP_ID,
      secret: FAKE_WECHAT_APP_SECRET,
      code,
      grant_type: 'authorization_code',
    });
    expect(grant).toMatchObject({ openid: provider.defaultUser.openId, scope: 'snsapi_userinfo' });
  });

  it('refuses an authorize request for another app', async () => {
    const query = new URLSearchParams({
      appid: 'wx-other',
      redirect_uri: 'https://news.example.com/cb',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 's',
    });
    const response = await fetch(
      `${provider.baseUrl}/connect/oauth2/authorize?${query.toString()}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
  });

  it('answers a bad secret with errcode 40125 and a bad code with 40029', async () => {
    const grant = {
      appid: FAKE_WECHAT_APP_ID,
      code: provider.issueCode({ openId: 'o1', nickname: 'n' }),
      grant_type: 'authorization_code',
    };
    expect(await getJson('/sns/oauth2/access_token', { ...grant, secret: 'nope' })).toMatchObject({
      errcode: 40125,
    });
    expect(
      await getJson('/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: FAKE_WECHAT_APP_ID,
        secret: 'nope',
      }),
    ).toMatchObject({ errcode: 40125 });
    expect(
      await getJson('/sns/oauth2/access_token', {
        ...grant,
        secret: FAKE_WECHAT_APP_SECRET,
        code: 'made-up',
      }),
    ).toMatchObject({ errcode: 40029 });
  });

  it('only accepts access tokens it issued', async () => {
    expect(
      await getJson('/cgi-bin/ticket/getticket', { access_token: 'forged', type: 'jsapi' }),
    ).toMatchObject({ errcode: 40001 });
    expect(
      await getJson('/sns/userinfo', { access_token: 'forged', openid: 'o1', lang: 'zh_CN' }),
    ).toMatchObject({ errcode: 40001 });
    expect(provider.ticketRequests).toBe(1);
  });
});
