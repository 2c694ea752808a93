import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { wechatInputs } from '../wechatInputs.ts';

/** Silent messaging-app sign-in (snsapi_base): a redirect to the provider. */
export const userWxOfficialAccountBaseLogin: Call<
  'GET',
  z.ZodMiniString,
  (typeof wechatInputs)['userWxOfficialAccountBaseLogin']
> = {
  method: 'GET',
  path: '/user/wxOfficialAccountBaseLogin',
  response: z.string(),
};
