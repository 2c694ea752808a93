import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { wechatInputs } from '../wechatInputs.ts';

const userWxOfficialAccountOauthBindCodeAnswer = z.object({ code: z.string() });
/** A one-time code that starts binding the messaging app to the signed-in account. */
export const userWxOfficialAccountOauthBindCode: Call<
  'POST',
  typeof userWxOfficialAccountOauthBindCodeAnswer,
  (typeof wechatInputs)['userWxOfficialAccountOauthBindCode']
> = {
  method: 'POST',
  path: '/user/wxOfficialAccountOauth/bindCode',
  response: userWxOfficialAccountOauthBindCodeAnswer,
};
