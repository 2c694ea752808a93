import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const commonShareAdd: Call<'POST', z.ZodMiniNull, (typeof accountInputs)['commonShareAdd']> =
  {
    method: 'POST',
    path: '/common/shareAdd.do',
    response: z.null(),
  };
