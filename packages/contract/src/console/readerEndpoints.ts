/*
 * The reader calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getReaders } from './reader/getReaders.ts';
export { getReadersById } from './reader/getReadersById.ts';
export { postReadersByIdSuspend } from './reader/postReadersByIdSuspend.ts';
export { postReadersByIdSuspendCommenting } from './reader/postReadersByIdSuspendCommenting.ts';
export { postReadersByIdRestore } from './reader/postReadersByIdRestore.ts';
export { postReadersByIdEndSessions } from './reader/postReadersByIdEndSessions.ts';
export { postReadersByIdMessage } from './reader/postReadersByIdMessage.ts';
