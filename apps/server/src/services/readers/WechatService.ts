import { WECHAT_EVENTS } from '@news/contract/accountSchemas';
import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '../../accounts/PasswordHasher.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from './SignedInReader.ts';
import type { UsersRepository } from '../../repositories/UsersRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { WechatClient, WechatJsSdkConfig } from '../../wechat/WechatClient.ts';
import { WechatError } from '../../wechat/WechatError.ts';
import type { AccountService } from './AccountService.ts';
import type { Clock } from '../shared/Clock.ts';

type WechatEvent = (typeof WECHAT_EVENTS)[number];

const STATE_TTL_MS = 10 * 60_000;
/** Long enough for the browser to ask for a code and follow the redirect at once, no longer. */
const BIND_CODE_TTL_MS = 2 * 60_000;

interface OAuthState {
  returnTo: string;
  event: WechatEvent;
  userId: number | null;
  siteId: number;
}

/**
 * Sign-in through the messaging app's official-account OAuth: the reader is sent to the
 * provider, comes back with a code, and is signed in to the account bound to their openid —
 * made on first sign-in (the provider vouches for the person) or bound to the signed-in account.
 */
export class WechatService {
  constructor(
    private readonly client: WechatClient | undefined,
    private readonly users: UsersRepository,
    private readonly accounts: AccountService,
    private readonly store: ShortLivedStore,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
  ) {}

  private get wechat(): WechatClient {
    if (!this.client) throw DomainError.refused('error.wechatOff');
    return this.client;
  }

  /**
   * A one-time code that stands for the signed-in reader in the bind flow's address, where the
   * reader's token must never go (addresses are logged, kept in history, sent on as referrers):
   * short-lived, taken back once, and good for nothing but starting that flow.
   */
  async bindCode(user: SignedInReader): Promise<{ code: string }> {
    const code = randomBytes(16).toString('hex');
    await this.store.set(`wx-bind:${code}`, String(user.id), BIND_CODE_TTL_MS);
    return { code };
  }

  /** The reader a bind code stands for, once; refused when it is unknown, used or expired. */
  private async redeemBindCode(code: string | undefined): Promise<number> {
    const userId = code ? await this.store.take(`wx-bind:${code}`) : undefined;
    if (userId === undefined) throw DomainError.unauthorized('error.unauthorized');
    return Number(userId);
  }

  /**
   * Where to send the browser: the provider's authorize page, remembering why and where back to.
   * Binding names the reader by a code from `bindCode`.
   */
  async startOAuth(input: {
    returnTo: string;
    event: WechatEvent;
    bindCode: string | undefined;
    siteId: number;
    callbackUrl: string;
    silent: boolean;
  }): Promise<string> {
    const userId = input.event === 'bind' ? await this.redeemBindCode(input.bindCode) : null;
    const state = randomBytes(16).toString('hex');
    const value: OAuthState = {
      returnTo: input.returnTo,
      event: input.event,
      userId,
      siteId: input.siteId,
    };
    await this.store.set(`wx-state:${state}`, JSON.stringify(value), STATE_TTL_MS);
    return this.wechat.authorizeUrl(
      input.callbackUrl,
      state,
      input.silent ? 'snsapi_base' : 'snsapi_userinfo',
    );
  }

  /** The provider's redirect back: returns where to send the reader and their new token. */
  async finishOAuth(
    code: string,
    state: string,
    platform: string,
  ): Promise<{ returnTo: string; token: string }> {
    const saved = await this.store.take(`wx-state:${state}`);
    if (!saved) throw DomainError.refused('error.ticketInvalid');
    const oauth = JSON.parse(saved) as OAuthState;
    const token = await this.signIn(code, platform, oauth.event, oauth.userId, oauth.siteId);
    return { returnTo: oauth.returnTo, token };
  }

  /** The app build's sign-in: the SDK gives a code directly. */
  async appLogin(code: string, platform: string, siteId: number): Promise<{ token: string }> {
    return { token: await this.signIn(code, platform, 'login', null, siteId) };
  }

  private async signIn(
    code: string,
    platform: string,
    event: WechatEvent,
    bindUserId: number | null,
    siteId: number,
  ): Promise<string> {
    try {
      const grant = await this.wechat.exchangeCode(code);
      const existing = await this.users.findByOpenId(grant.openId);
      if (event === 'bind' && bindUserId !== null) {
        if (existing && existing.id !== bindUserId) throw DomainError.refused('error.wechatBound');
        await this.users.update(bindUserId, {
          wx_openid: grant.openId,
          updated_at: this.clock.iso(),
        });
        return await this.accounts.startSession(bindUserId, platform);
      }
      if (existing) {
        if (existing.status !== 'active') throw DomainError.refused('error.deactivated');
        if (event === 'refresh' && grant.scope.includes('userinfo')) {
          const info = await this.wechat.userInfo(grant.accessToken, grant.openId);
          await this.users.update(existing.id, {
            name: info.nickname.slice(0, 30),
            updated_at: this.clock.iso(),
          });
        }
        return await this.accounts.startSession(existing.id, platform);
      }
      const info = grant.scope.includes('userinfo')
        ? await this.wechat.userInfo(grant.accessToken, grant.openId)
        : undefined;
      const now = this.clock.iso();
      // No password sign-in for such an account until the reader sets one through recovery.
      const userId = await this.users.insert({
        username: `wx_${grant.openId
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 24)
          .toLowerCase()}_${randomBytes(3).toString('hex')}`,
        password_hash: await this.passwords.hash(randomBytes(32).toString('base64')),
        status: 'active',
        name: info?.nickname.slice(0, 30) ?? '',
        wx_openid: grant.openId,
        site_id: siteId,
        created_at: now,
        updated_at: now,
      });
      return await this.accounts.startSession(userId, platform);
    } catch (error) {
      if (error instanceof WechatError) throw DomainError.refused('error.wechatFailed');
      throw error;
    }
  }

  async jsSdkConfig(url: string): Promise<WechatJsSdkConfig> {
    try {
      return await this.wechat.jsSdkConfig(url);
    } catch (error) {
      if (error instanceof WechatError) throw DomainError.refused('error.wechatFailed');
      throw error;
    }
  }
}
