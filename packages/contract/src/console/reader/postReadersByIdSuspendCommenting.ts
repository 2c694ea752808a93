import { readerDetailSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const postReadersByIdSuspendCommenting: Call<
  'POST',
  typeof readerDetailSchema,
  (typeof readerInputs)['postReadersByIdSuspendCommenting']
> = {
  method: 'POST',
  path: '/readers/:id/suspend-commenting',
  response: readerDetailSchema,
};
