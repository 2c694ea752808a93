import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

export const deleteSession: Call<'DELETE', z.ZodMiniNull, (typeof sessionInputs)['deleteSession']> =
  {
    method: 'DELETE',
    path: '/session',
    response: z.null(),
  };
