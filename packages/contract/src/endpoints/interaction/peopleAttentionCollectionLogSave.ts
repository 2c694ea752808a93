import { attentionCountSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleAttentionCollectionLogSave: Call<
  'POST',
  typeof attentionCountSchema,
  (typeof interactionInputs)['peopleAttentionCollectionLogSave']
> = {
  method: 'POST',
  path: '/people/attention/collectionLog/save.do',
  response: attentionCountSchema,
};
