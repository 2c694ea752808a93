import { mentionableSchema } from '../noteSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** The staff a note on the item may mention: those who can see its site. */
export const getItemsByIdMentionable: Call<
  'GET',
  typeof mentionableSchema,
  (typeof noteInputs)['getItemsByIdMentionable']
> = {
  method: 'GET',
  path: '/items/:id/mentionable',
  response: mentionableSchema,
};
