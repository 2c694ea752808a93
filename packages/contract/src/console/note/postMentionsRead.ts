import { mentionCountSchema } from '../noteSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** Marks mentions read (those named, or all); answers the unread count left. */
export const postMentionsRead: Call<
  'POST',
  typeof mentionCountSchema,
  (typeof noteInputs)['postMentionsRead']
> = {
  method: 'POST',
  path: '/mentions/read',
  response: mentionCountSchema,
};
