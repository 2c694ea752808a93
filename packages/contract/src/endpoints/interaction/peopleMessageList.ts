import { messagePageSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleMessageList: Call<
  'GET',
  typeof messagePageSchema,
  (typeof interactionInputs)['peopleMessageList']
> = {
  method: 'GET',
  path: '/people/message/list.do',
  response: messagePageSchema,
};
