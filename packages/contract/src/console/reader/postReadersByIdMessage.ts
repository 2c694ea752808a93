import { readerDetailSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const postReadersByIdMessage: Call<
  'POST',
  typeof readerDetailSchema,
  (typeof readerInputs)['postReadersByIdMessage']
> = {
  method: 'POST',
  path: '/readers/:id/message',
  response: readerDetailSchema,
};
