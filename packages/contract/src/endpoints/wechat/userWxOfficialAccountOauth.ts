import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { wechatInputs } from '../wechatInputs.ts';

/** Messaging-app OAuth (login, refresh or bind): a redirect to the provider, not an envelope. */
export const userWxOfficialAccountOauth: Call<
  'GET',
  z.ZodMiniString,
  (typeof wechatInputs)['userWxOfficialAccountOauth']
> = {
  method: 'GET',
  path: '/user/wxOfficialAccountOauth',
  response: z.string(),
};
