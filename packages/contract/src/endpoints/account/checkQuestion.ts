import { ticketSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const checkQuestion: Call<
  'POST',
  typeof ticketSchema,
  (typeof accountInputs)['checkQuestion']
> = {
  method: 'POST',
  path: '/checkQuestion.do',
  response: ticketSchema,
};
