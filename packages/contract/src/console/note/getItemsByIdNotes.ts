import { notesSchema } from '../noteSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** The item's internal notes, oldest first. */
export const getItemsByIdNotes: Call<
  'GET',
  typeof notesSchema,
  (typeof noteInputs)['getItemsByIdNotes']
> = {
  method: 'GET',
  path: '/items/:id/notes',
  response: notesSchema,
};
