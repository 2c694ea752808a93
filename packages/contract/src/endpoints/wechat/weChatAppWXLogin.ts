import { loginResultSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { wechatInputs } from '../wechatInputs.ts';

export const weChatAppWXLogin: Call<
  'POST',
  typeof loginResultSchema,
  (typeof wechatInputs)['weChatAppWXLogin']
> = {
  method: 'POST',
  path: '/weChat/appWXLogin',
  response: loginResultSchema,
};
