import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const putModerationItemsById: Call<
  'PUT',
  z.ZodMiniNull,
  (typeof moderationInputs)['putModerationItemsById']
> = {
  method: 'PUT',
  path: '/moderation/items/:id',
  response: z.null(),
};
