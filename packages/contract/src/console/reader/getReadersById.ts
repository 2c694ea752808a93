import { readerDetailSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const getReadersById: Call<
  'GET',
  typeof readerDetailSchema,
  (typeof readerInputs)['getReadersById']
> = {
  method: 'GET',
  path: '/readers/:id',
  response: readerDetailSchema,
};
