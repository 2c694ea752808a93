import { z } from 'zod/mini';
import { idTextSchema } from '../contentSchemas.ts';
import { idParamsSchema } from './consoleParams.ts';
import { markReadBodySchema, mentionQuerySchema, noteBodySchema } from './noteSchemas.ts';

/**
 * What each call of `noteEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const noteInputs = {
  getItemsByIdNotes: { params: idParamsSchema },
  postItemsByIdNotes: { params: idParamsSchema, body: noteBodySchema },
  deleteItemsByIdNotesByNoteId: {
    params: z.object({ id: idTextSchema, noteId: idTextSchema }),
  },
  getItemsByIdMentionable: { params: idParamsSchema },
  getMentions: { query: mentionQuerySchema },
  getMentionsCount: {},
  postMentionsRead: { body: markReadBodySchema },
};
