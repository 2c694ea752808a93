import { readerDetailSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { readerInputs } from '../readerInputs.ts';

export const postReadersByIdRestore: Call<
  'POST',
  typeof readerDetailSchema,
  (typeof readerInputs)['postReadersByIdRestore']
> = {
  method: 'POST',
  path: '/readers/:id/restore',
  response: readerDetailSchema,
};
