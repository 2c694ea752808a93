import { readerPageSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const getReaders: Call<'GET', typeof readerPageSchema, (typeof readerInputs)['getReaders']> =
  {
    method: 'GET',
    path: '/readers',
    response: readerPageSchema,
  };
