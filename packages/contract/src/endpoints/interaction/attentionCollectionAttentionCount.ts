import { attentionCountSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const attentionCollectionAttentionCount: Call<
  'POST',
  typeof attentionCountSchema,
  (typeof interactionInputs)['attentionCollectionAttentionCount']
> = {
  method: 'POST',
  path: '/attention/collection/attentionCount.do',
  response: attentionCountSchema,
};
