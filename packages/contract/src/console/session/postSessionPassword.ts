import { consoleSessionSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

export const postSessionPassword: Call<
  'POST',
  typeof consoleSessionSchema,
  (typeof sessionInputs)['postSessionPassword']
> = {
  method: 'POST',
  path: '/session/password',
  response: consoleSessionSchema,
};
