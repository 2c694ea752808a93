import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { wechatInputs } from '../wechatInputs.ts';

const wechatJssdkConfigAnswer = z.object({
  appId: z.string(),
  timestamp: z.int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export const wechatJssdkConfig: Call<
  'GET',
  typeof wechatJssdkConfigAnswer,
  (typeof wechatInputs)['wechatJssdkConfig']
> = {
  method: 'GET',
  path: '/wechat/jssdkConfig.do',
  response: wechatJssdkConfigAnswer,
};
