import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const peopleCancelAccount: Call<
  'POST',
  z.ZodMiniNull,
  (typeof accountInputs)['peopleCancelAccount']
> = {
  method: 'POST',
  path: '/people/cancelAccount',
  response: z.null(),
};
