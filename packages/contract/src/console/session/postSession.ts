import { consoleSessionSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

export const postSession: Call<
  'POST',
  typeof consoleSessionSchema,
  (typeof sessionInputs)['postSession']
> = {
  method: 'POST',
  path: '/session',
  response: consoleSessionSchema,
};
