import { readerDetailSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const postReadersByIdSuspend: Call<
  'POST',
  typeof readerDetailSchema,
  (typeof readerInputs)['postReadersByIdSuspend']
> = {
  method: 'POST',
  path: '/readers/:id/suspend',
  response: readerDetailSchema,
};
