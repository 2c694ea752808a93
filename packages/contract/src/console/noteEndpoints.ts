/*
 * Notes on items and mentions of staff (issue 32), one module each so that a bundle places
 * every descriptor beside the code that calls it (docs/adr/0023).
 */
export { getItemsByIdNotes } from './note/getItemsByIdNotes.ts';
export { postItemsByIdNotes } from './note/postItemsByIdNotes.ts';
export { deleteItemsByIdNotesByNoteId } from './note/deleteItemsByIdNotesByNoteId.ts';
export { getItemsByIdMentionable } from './note/getItemsByIdMentionable.ts';
export { getMentions } from './note/getMentions.ts';
export { getMentionsCount } from './note/getMentionsCount.ts';
export { postMentionsRead } from './note/postMentionsRead.ts';
