import { z } from 'zod/mini';
import { loginResultSchema } from '../accountSchemas.ts';
import { WECHAT_EVENTS } from '../accountSchemas.ts';
import { noInputSchema } from '../envelope.ts';
import {
  WECHAT_OAUTH_CALLBACK_PATH,
  WECHAT_OAUTH_PATH,
  WECHAT_SILENT_LOGIN_PATH,
} from '../paths.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const weChatAppWXLogin = {
  method: 'POST',
  path: '/weChat/appWXLogin',
  body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: loginResultSchema,
} as const satisfies ReaderEndpoint;

export const wechatJssdkConfig = {
  method: 'GET',
  path: '/wechat/jssdkConfig.do',
  query: z.object({ url: z.string().check(z.minLength(1), z.maxLength(2000)) }),
  response: z.object({
    appId: z.string(),
    timestamp: z.int(),
    nonceStr: z.string(),
    signature: z.string(),
  }),
} as const satisfies ReaderEndpoint;

const oauthStartQuerySchema = z.object({
  host: z.string().check(z.minLength(1), z.maxLength(1000)),
  event: z._default(z.enum(WECHAT_EVENTS), 'login'),
  /** For `bind`: the one-time code from `bindCode`, never the reader's token. */
  bindCode: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/))),
});

/** A one-time code that starts binding the messaging app to the signed-in account. */
export const userWxOfficialAccountOauthBindCode = {
  method: 'POST',
  path: '/user/wxOfficialAccountOauth/bindCode',
  body: noInputSchema,
  response: z.object({ code: z.string() }),
} as const satisfies ReaderEndpoint;

/** Messaging-app OAuth (login, refresh or bind): a redirect to the provider, not an envelope. */
export const userWxOfficialAccountOauth = {
  method: 'GET',
  path: WECHAT_OAUTH_PATH,
  query: oauthStartQuerySchema,
  response: z.string().check(z.describe('302 redirect')),
} as const satisfies ReaderEndpoint;

/** Silent messaging-app sign-in (snsapi_base): a redirect to the provider. */
export const userWxOfficialAccountBaseLogin = {
  method: 'GET',
  path: WECHAT_SILENT_LOGIN_PATH,
  query: oauthStartQuerySchema,
  response: z.string().check(z.describe('302 redirect')),
} as const satisfies ReaderEndpoint;

/** Where the provider sends the reader back: a redirect to the page the flow started on. */
export const userWxOfficialAccountOauthCallback = {
  method: 'GET',
  path: WECHAT_OAUTH_CALLBACK_PATH,
  query: z.object({
    code: z.string().check(z.minLength(1), z.maxLength(200)),
    state: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  }),
  response: z.string().check(z.describe('302 redirect')),
} as const satisfies ReaderEndpoint;
