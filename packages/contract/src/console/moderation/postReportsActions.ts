import { actionResultSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postReportsActions: Call<
  'POST',
  typeof actionResultSchema,
  (typeof moderationInputs)['postReportsActions']
> = {
  method: 'POST',
  path: '/reports/actions',
  response: actionResultSchema,
};
