import { reportPageSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getReports: Call<
  'GET',
  typeof reportPageSchema,
  (typeof moderationInputs)['getReports']
> = {
  method: 'GET',
  path: '/reports',
  response: reportPageSchema,
};
