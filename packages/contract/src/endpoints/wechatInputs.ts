import { z } from 'zod/mini';
import { WECHAT_EVENTS } from '../accountSchemas.ts';
import { noInputSchema } from '../envelope.ts';

const oauthStartQuerySchema = z.object({
  host: z.string().check(z.minLength(1), z.maxLength(1000)),
  event: z._default(z.enum(WECHAT_EVENTS), 'login'),
  /** For `bind`: the one-time code from `bindCode`, never the reader's token. */
  bindCode: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/))),
});

/**
 * What each call of `wechatEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const wechatInputs = {
  weChatAppWXLogin: {
    body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)) }),
  },
  wechatJssdkConfig: {
    query: z.object({ url: z.string().check(z.minLength(1), z.maxLength(2000)) }),
  },
  userWxOfficialAccountOauthBindCode: { body: noInputSchema },
  userWxOfficialAccountOauth: {
    query: oauthStartQuerySchema,
    answer: z.string().check(z.describe('302 redirect')),
  },
  userWxOfficialAccountBaseLogin: {
    query: oauthStartQuerySchema,
    answer: z.string().check(z.describe('302 redirect')),
  },
  userWxOfficialAccountOauthCallback: {
    query: z.object({
      code: z.string().check(z.minLength(1), z.maxLength(200)),
      state: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
    }),
    answer: z.string().check(z.describe('302 redirect')),
  },
};
