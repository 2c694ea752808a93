import { bulkResultSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsBulk: Call<
  'POST',
  typeof bulkResultSchema,
  (typeof itemInputs)['postItemsBulk']
> = {
  method: 'POST',
  path: '/items/bulk',
  response: bulkResultSchema,
};
