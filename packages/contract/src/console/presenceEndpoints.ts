/*
 * The console's "who is editing" calls (issue 32), one module each so that a bundle places every
 * descriptor beside the code that calls it (docs/adr/0023).
 */
export { getItemsByIdPresenceStream } from './presence/getItemsByIdPresenceStream.ts';
export { postItemsByIdPresence } from './presence/postItemsByIdPresence.ts';
export { postItemsByIdPresenceLeave } from './presence/postItemsByIdPresenceLeave.ts';
export { postItemsByIdPresenceTakeover } from './presence/postItemsByIdPresenceTakeover.ts';
