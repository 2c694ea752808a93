import { mentionPageSchema } from '../noteSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** The notes that mention the signed-in staff member, newest first (`unread=true`: unread only). */
export const getMentions: Call<
  'GET',
  typeof mentionPageSchema,
  (typeof noteInputs)['getMentions']
> = {
  method: 'GET',
  path: '/mentions',
  response: mentionPageSchema,
};
