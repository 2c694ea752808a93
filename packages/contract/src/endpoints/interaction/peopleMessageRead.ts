import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleMessageRead: Call<
  'POST',
  z.ZodMiniNull,
  (typeof interactionInputs)['peopleMessageRead']
> = {
  method: 'POST',
  path: '/people/message/read.do',
  response: z.null(),
};
