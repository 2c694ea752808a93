import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

export const postSessionTotpDisable: Call<
  'POST',
  z.ZodMiniNull,
  (typeof sessionInputs)['postSessionTotpDisable']
> = {
  method: 'POST',
  path: '/session/totp/disable',
  response: z.null(),
};
