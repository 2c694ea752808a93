import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { noteInputs } from '../noteInputs.ts';

/** Deletes one of the staff member's own notes, with its mentions. */
export const deleteItemsByIdNotesByNoteId: Call<
  'DELETE',
  z.ZodMiniNull,
  (typeof noteInputs)['deleteItemsByIdNotesByNoteId']
> = {
  method: 'DELETE',
  path: '/items/:id/notes/:noteId',
  response: z.null(),
};
