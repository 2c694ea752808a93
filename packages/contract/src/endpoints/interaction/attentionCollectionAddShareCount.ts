import { shareCountSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const attentionCollectionAddShareCount: Call<
  'POST',
  typeof shareCountSchema,
  (typeof interactionInputs)['attentionCollectionAddShareCount']
> = {
  method: 'POST',
  path: '/attention/collection/addShareCount.do',
  response: shareCountSchema,
};
