import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleAttentionCollectionLogDelete: Call<
  'POST',
  z.ZodMiniNull,
  (typeof interactionInputs)['peopleAttentionCollectionLogDelete']
> = {
  method: 'POST',
  path: '/people/attention/collectionLog/delete.do',
  response: z.null(),
};
