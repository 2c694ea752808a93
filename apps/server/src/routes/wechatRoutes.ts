import { ApiError } from '../http/ApiError.ts';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import { platformOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  userWxOfficialAccountBaseLogin,
  userWxOfficialAccountOauth,
  userWxOfficialAccountOauthBindCode,
  userWxOfficialAccountOauthCallback,
  weChatAppWXLogin,
  wechatJssdkConfig,
} from '@news/contract/endpoints/wechatEndpoints';

/** Only pages of this site may receive the reader back, so the flow cannot hand a token elsewhere. */
function sameOriginReturn(returnTo: string, origin: string): string {
  try {
    const url = new URL(returnTo, origin);
    if (url.origin === origin) return url.toString();
  } catch {
    // fall through
  }
  throw ApiError.refused('error.invalidParam', { name: 'host' });
}

/** The token rides in the hash route's query, which browsers never send to any server. */
function withToken(returnTo: string, token: string): string {
  const url = new URL(returnTo);
  const hash = url.hash || '#/pages/index/user';
  url.hash = `${hash}${hash.includes('?') ? '&' : '?'}wxToken=${encodeURIComponent(token)}`;
  return url.toString();
}

export function wechatRoutes(s: AppServices): AnyRouteSpec[] {
  const start = (silent: boolean) =>
    defineRoute(silent ? userWxOfficialAccountBaseLogin : userWxOfficialAccountOauth, {
      summary: silent
        ? 'Silent messaging-app sign-in (snsapi_base): redirects to the provider'
        : 'Messaging-app OAuth (login, refresh or bind): redirects to the provider’s authorize page',
      tag: 'wechat',
      unsigned: true,
      async handler({ site, query, request, reply }) {
        const { origin } = request.publicOrigin;
        const returnTo = sameOriginReturn(query.host, origin);
        const location = await s.wechat.startOAuth({
          returnTo,
          event: silent ? 'login' : query.event,
          bindCode: silent ? undefined : query.bindCode,
          siteId: site.id,
          callbackUrl: `${origin}${site.prefix}${userWxOfficialAccountOauthCallback.path}`,
          silent,
        });
        return reply.redirect(location, 302);
      },
    });
  return [
    defineRoute(userWxOfficialAccountOauthBindCode, {
      summary:
        'A one-time code (two minutes, single use) that starts binding the messaging app to the signed-in account',
      tag: 'wechat',
      auth: 'required',
      handler: ({ user }) => s.wechat.bindCode(user),
    }),
    start(false),
    start(true),
    defineRoute(userWxOfficialAccountOauthCallback, {
      summary:
        'The provider’s redirect back: signs the reader in and returns them to the page they came from',
      tag: 'wechat',
      unsigned: true,
      async handler({ query, reply }) {
        const result = await s.wechat.finishOAuth(query.code, query.state, 'wxOfficialAccount');
        return reply.redirect(withToken(result.returnTo, result.token), 302);
      },
    }),
    defineRoute(weChatAppWXLogin, {
      limits: ['signIn.address'],
      summary: 'App build sign-in with the code the messaging app’s SDK returned',
      tag: 'wechat',
      handler: ({ site, body, request }) =>
        s.wechat.appLogin(body.code, platformOf(request), site.id),
    }),
    defineRoute(wechatJssdkConfig, {
      summary:
        'JS-SDK signature (appId, timestamp, nonceStr, signature) for a page URL of this site',
      tag: 'wechat',
      handler: ({ query, request }) =>
        s.wechat.jsSdkConfig(
          sameOriginReturn(query.url, request.publicOrigin.origin).split('#')[0] ?? '',
        ),
    }),
  ];
}
