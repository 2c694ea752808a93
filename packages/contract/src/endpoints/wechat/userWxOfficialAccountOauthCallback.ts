import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { wechatInputs } from '../wechatInputs.ts';

/** Where the provider sends the reader back: a redirect to the page the flow started on. */
export const userWxOfficialAccountOauthCallback: Call<
  'GET',
  z.ZodMiniString,
  (typeof wechatInputs)['userWxOfficialAccountOauthCallback']
> = {
  method: 'GET',
  path: '/user/wxOfficialAccountOauth/callback',
  response: z.string(),
};
