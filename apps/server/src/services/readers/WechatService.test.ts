import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import {
  startFakeWechatProvider,
  type FakeWechatProvider,
} from '../../testing/fakeWechatProvider.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');
const CALLBACK = 'https://news.example.com/enapi/user/wxOfficialAccountOauth/callback';

describe.each(testEngines())('WechatService on $name', (engine) => {
  let provider: FakeWechatProvider;
  const fixture = useServices(engine, () => ({
    WECHAT_APP_ID: provider.config.appId,
    WECHAT_APP_SECRET: provider.config.appSecret,
    WECHAT_API_BASE: provider.config.apiBase,
    WECHAT_AUTHORIZE_BASE: provider.config.authorizeBase,
  }));
  beforeAll(async () => {
    provider = await startFakeWechatProvider();
  });
  afterAll(async () => {
    await provider.close();
  });
  const wechat = () => fixture.services.wechat;
  const users = () => fixture.data.db.selectFrom('users').selectAll().execute();

  /** Where the flow sends the browser, for a reader who is not signed in. */
  const start = async (options: { event?: 'login' | 'bind'; silent?: boolean } = {}) =>
    new URL(
      await wechat().startOAuth({
        returnTo: '/',
        event: options.event ?? 'login',
        bindCode: undefined,
        siteId: site.id,
        callbackUrl: CALLBACK,
        silent: options.silent ?? false,
      }),
    );

  /** Starts the flow and comes back as the provider would, as `who`. */
  async function roundTrip(
    who: { openId: string; nickname: string },
    options: { event?: 'login' | 'refresh' | 'bind'; silent?: boolean; userId?: number } = {},
  ) {
    const user =
      options.userId === undefined
        ? undefined
        : await fixture.services.accounts.authenticate(
            await fixture.services.accounts.startSession(options.userId, 'H5'),
          );
    const bindCode = user ? (await wechat().bindCode(user)).code : undefined;
    const location = new URL(
      await wechat().startOAuth({
        returnTo: 'https://news.example.com/#/pages/index/user',
        event: options.event ?? 'login',
        bindCode,
        siteId: site.id,
        callbackUrl: CALLBACK,
        silent: options.silent ?? false,
      }),
    );
    const scope =
      location.searchParams.get('scope') === 'snsapi_base' ? 'snsapi_base' : 'snsapi_userinfo';
    const code = provider.issueCode(who, scope);
    return wechat().finishOAuth(
      code,
      location.searchParams.get('state') ?? '',
      'wxOfficialAccount',
    );
  }

  it('sends the reader to the provider with this server’s callback and a fresh state', async () => {
    const first = await start();
    expect(first.origin).toBe(provider.baseUrl);
    expect(first.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(first.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(first.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect((await start()).searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it('asks only for the openid on a silent sign-in', async () => {
    const location = await start({ silent: true });
    expect(location.searchParams.get('scope')).toBe('snsapi_base');
  });

  it('makes an account the first time someone signs in, named as the provider calls them', async () => {
    const result = await roundTrip({ openId: 'o-new-reader', nickname: '海边读者' });
    expect(result.returnTo).toBe('https://news.example.com/#/pages/index/user');
    expect(await fixture.services.accounts.authenticate(result.token)).toMatchObject({
      name: '海边读者',
    });
    expect(await users()).toEqual([
      expect.objectContaining({ wx_openid: 'o-new-reader', status: 'active', site_id: site.id }),
    ]);
    expect((await users())[0]?.username).toMatch(/^wx_onewreader_[0-9a-f]{6}$/);
  });

  it('signs the same person into the same account next time', async () => {
    const who = { openId: 'o-returning', nickname: 'Li' };
    const first = await roundTrip(who);
    const second = await roundTrip(who);
    const [a, b] = await Promise.all([
      fixture.services.accounts.authenticate(first.token),
      fixture.services.accounts.authenticate(second.token),
    ]);
    expect(a?.id).toBe(b?.id);
    expect(await users()).toHaveLength(1);
  });

  it('takes the provider’s name again on a refresh', async () => {
    await roundTrip({ openId: 'o-li', nickname: 'Li' });
    await roundTrip({ openId: 'o-li', nickname: 'Li Wei' }, { event: 'refresh' });
    expect((await users())[0]?.name).toBe('Li Wei');
  });

  it('binds the messaging app to the signed-in account, unless another account has it', async () => {
    const li = await fixture.data.rows.user();
    await roundTrip({ openId: 'o-li', nickname: 'Li' }, { event: 'bind', userId: li });
    expect((await users()).find((u) => u.id === li)?.wx_openid).toBe('o-li');
    const wang = await fixture.data.rows.user();
    await expect(
      roundTrip({ openId: 'o-li', nickname: 'Li' }, { event: 'bind', userId: wang }),
    ).rejects.toEqual(refusal('error.wechatBound'));
  });

  it('asks for sign-in before binding', async () => {
    await expect(start({ event: 'bind' })).rejects.toEqual(
      expect.objectContaining({ kind: 'unauthorized', messageKey: 'error.unauthorized' }),
    );
  });

  it('takes a bind code once, and only for two minutes', async () => {
    const li = await fixture.data.rows.user();
    const reader = await fixture.services.accounts.authenticate(
      await fixture.services.accounts.startSession(li, 'H5'),
    );
    if (!reader) throw new Error('no session');
    const bind = async (code: string) =>
      wechat().startOAuth({
        returnTo: '/',
        event: 'bind',
        bindCode: code,
        siteId: site.id,
        callbackUrl: CALLBACK,
        silent: false,
      });
    const { code } = await wechat().bindCode(reader);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    await bind(code);
    const unauthorized: unknown = expect.objectContaining({ kind: 'unauthorized' });
    await expect(bind(code)).rejects.toEqual(unauthorized);
    const late = (await wechat().bindCode(reader)).code;
    fixture.data.clock.advance(2 * 60_000 + 1);
    await expect(bind(late)).rejects.toEqual(unauthorized);
  });

  it('does not sign in an account that asked to be deactivated', async () => {
    await fixture.data.rows.user({ wx_openid: 'o-leaving', status: 'deactivating' });
    await expect(roundTrip({ openId: 'o-leaving', nickname: 'X' })).rejects.toEqual(
      refusal('error.deactivated'),
    );
  });

  it('takes each state back once only', async () => {
    const location = await start();
    const state = location.searchParams.get('state') ?? '';
    await wechat().finishOAuth(
      provider.issueCode(provider.defaultUser),
      state,
      'wxOfficialAccount',
    );
    await expect(
      wechat().finishOAuth(provider.issueCode(provider.defaultUser), state, 'wxOfficialAccount'),
    ).rejects.toEqual(refusal('error.ticketInvalid'));
  });

  it('answers a code the provider refuses with the sign-in failure', async () => {
    await expect(wechat().appLogin('code-never-issued', 'App', site.id)).rejects.toEqual(
      refusal('error.wechatFailed'),
    );
  });

  it('signs in the app build with the code its SDK returned', async () => {
    const { token } = await wechat().appLogin(
      provider.issueCode(provider.defaultUser),
      'App',
      site.id,
    );
    expect(await fixture.services.accounts.authenticate(token)).toMatchObject({
      name: provider.defaultUser.nickname,
    });
  });

  it('signs a page address for the JS-SDK', async () => {
    const config = await wechat().jsSdkConfig('https://news.example.com/');
    expect(config).toMatchObject({
      appId: provider.config.appId,
      nonceStr: expect.any(String) as string,
    });
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe.each(testEngines())('WechatService without credentials on $name', (engine) => {
  const fixture = useServices(engine);

  it('says sign-in through the messaging app is off', async () => {
    await expect(fixture.services.wechat.appLogin('code', 'App', site.id)).rejects.toEqual(
      refusal('error.wechatOff'),
    );
    await expect(fixture.services.wechat.jsSdkConfig('https://news.example.com/')).rejects.toEqual(
      refusal('error.wechatOff'),
    );
  });
});
