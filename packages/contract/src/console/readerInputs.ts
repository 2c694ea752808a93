import {
  readerQuerySchema,
  readerSuspensionBodySchema,
  commentSuspensionBodySchema,
  readerMessageBodySchema,
} from './moderationSchemas.ts';
import { idParamsSchema } from './consoleParams.ts';

/**
 * What each call of `readerEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const readerInputs = {
  getReaders: { query: readerQuerySchema },
  getReadersById: { params: idParamsSchema },
  postReadersByIdSuspend: { params: idParamsSchema, body: readerSuspensionBodySchema },
  postReadersByIdSuspendCommenting: { params: idParamsSchema, body: commentSuspensionBodySchema },
  postReadersByIdRestore: { params: idParamsSchema },
  postReadersByIdEndSessions: { params: idParamsSchema },
  postReadersByIdMessage: { params: idParamsSchema, body: readerMessageBodySchema },
};
