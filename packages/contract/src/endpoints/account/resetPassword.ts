import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const resetPassword: Call<'POST', z.ZodMiniNull, (typeof accountInputs)['resetPassword']> = {
  method: 'POST',
  path: '/resetPassword',
  response: z.null(),
};
