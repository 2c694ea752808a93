import { shareDataSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const wechatGetWechatShareData: Call<
  'POST',
  typeof shareDataSchema,
  (typeof commonInputs)['wechatGetWechatShareData']
> = {
  method: 'POST',
  path: '/wechat/getWechatShareData',
  response: shareDataSchema,
};
