import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const accusationCommit: Call<
  'POST',
  z.ZodMiniNull,
  (typeof interactionInputs)['accusationCommit']
> = {
  method: 'POST',
  path: '/accusation/commit',
  response: z.null(),
};
