import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const loginOut: Call<'POST', z.ZodMiniNull, (typeof accountInputs)['loginOut']> = {
  method: 'POST',
  path: '/loginOut.do',
  response: z.null(),
};
