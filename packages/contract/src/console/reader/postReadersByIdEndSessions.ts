import { readerDetailSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const postReadersByIdEndSessions: Call<
  'POST',
  typeof readerDetailSchema,
  (typeof readerInputs)['postReadersByIdEndSessions']
> = {
  method: 'POST',
  path: '/readers/:id/end-sessions',
  response: readerDetailSchema,
};
