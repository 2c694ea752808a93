import { noteSchema } from '../noteSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** Adds a note; the staff of the site it names with `@username` are told. */
export const postItemsByIdNotes: Call<
  'POST',
  typeof noteSchema,
  (typeof noteInputs)['postItemsByIdNotes']
> = {
  method: 'POST',
  path: '/items/:id/notes',
  response: noteSchema,
};
