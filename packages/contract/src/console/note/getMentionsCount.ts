import { mentionCountSchema } from '../noteSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** How many of the signed-in staff member's mentions are unread (the navigation's count). */
export const getMentionsCount: Call<
  'GET',
  typeof mentionCountSchema,
  (typeof noteInputs)['getMentionsCount']
> = {
  method: 'GET',
  path: '/mentions/count',
  response: mentionCountSchema,
};
