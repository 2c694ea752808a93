import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

export const postSessionTotpEnable: Call<
  'POST',
  z.ZodMiniNull,
  (typeof sessionInputs)['postSessionTotpEnable']
> = {
  method: 'POST',
  path: '/session/totp/enable',
  response: z.null(),
};
