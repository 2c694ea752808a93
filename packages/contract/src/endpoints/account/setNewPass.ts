import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const setNewPass: Call<'POST', z.ZodMiniNull, (typeof accountInputs)['setNewPass']> = {
  method: 'POST',
  path: '/setNewPass.do',
  response: z.null(),
};
