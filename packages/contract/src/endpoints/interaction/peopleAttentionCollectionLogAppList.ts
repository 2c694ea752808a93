import { contentPageSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleAttentionCollectionLogAppList: Call<
  'POST',
  typeof contentPageSchema,
  (typeof interactionInputs)['peopleAttentionCollectionLogAppList']
> = {
  method: 'POST',
  path: '/people/attention/collectionLog/app/list.do',
  response: contentPageSchema,
};
