import { existsSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleAttentionCollectionLogIsExists: Call<
  'POST',
  typeof existsSchema,
  (typeof interactionInputs)['peopleAttentionCollectionLogIsExists']
> = {
  method: 'POST',
  path: '/people/attention/collectionLog/isExists.do',
  response: existsSchema,
};
