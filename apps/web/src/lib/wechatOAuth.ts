import { userWxOfficialAccountOauthBindCode } from '@news/contract/endpoints/wechat/userWxOfficialAccountOauthBindCode';
import { userWxOfficialAccountBaseLogin } from '@news/contract/endpoints/wechat/userWxOfficialAccountBaseLogin';
import { userWxOfficialAccountOauth } from '@news/contract/endpoints/wechat/userWxOfficialAccountOauth';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { api } from './apiClient.ts';
import { readItem } from './storage.ts';

/*
 * The messaging app's sign-in redirects, apart from its JS-SDK (lib/wechat.ts): the sign-in
 * screen needs only these, and a new reader's first sign-in should not wait for the SDK's code.
 */

export type WechatEvent = 'login' | 'refresh' | 'bind';

export function inWechat(): boolean {
  return readItem('platform') === 'wxOfficialAccount';
}

/**
 * Starts the official-account OAuth (docs/product.md §4: login, refresh or bind). The server sends
 * the browser to the provider and back to `returnTo` with the token in the hash route. Binding
 * names the reader by a one-time code asked for with the token in a header: the token itself
 * never goes into an address, which servers log and browsers keep.
 */
export async function startWechatOAuth(
  lang: SiteLang,
  event: WechatEvent,
  returnTo: string,
): Promise<void> {
  const query = new URLSearchParams({ host: returnTo, event });
  if (event === 'bind') {
    const { code } = await api(userWxOfficialAccountOauthBindCode, { auth: true });
    query.set('bindCode', code);
  }
  window.location.assign(
    `${siteByLang(lang).prefix}${userWxOfficialAccountOauth.path}?${query.toString()}`,
  );
}

/** The silent variant for auto-login: no consent page, just who the reader is. */
export function startSilentWechatLogin(lang: SiteLang, returnTo: string): void {
  const query = new URLSearchParams({ host: returnTo });
  window.location.assign(
    `${siteByLang(lang).prefix}${userWxOfficialAccountBaseLogin.path}?${query.toString()}`,
  );
}
