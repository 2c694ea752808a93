/*
 * The live desk's ingest calls (issue 27), one module each so that a bundle places every
 * descriptor beside the code that calls it (docs/adr/0023).
 */
export { getItemsByIdIngest } from './ingest/getItemsByIdIngest.ts';
export { postItemsByIdIngestKey } from './ingest/postItemsByIdIngestKey.ts';
export { postItemsByIdIngestChapters } from './ingest/postItemsByIdIngestChapters.ts';
