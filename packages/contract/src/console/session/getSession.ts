import { z } from 'zod/mini';
import { consoleSessionSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

const getSessionAnswer = z.nullable(consoleSessionSchema);
export const getSession: Call<
  'GET',
  typeof getSessionAnswer,
  (typeof sessionInputs)['getSession']
> = {
  method: 'GET',
  path: '/session',
  response: getSessionAnswer,
};
