import { suggestQuerySchema, searchQuerySchema } from '../searchSchemas.ts';
import { noInputSchema } from '../envelope.ts';

/**
 * What each call of `searchEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const searchInputs = {
  mdiyDictAppHotWord: { query: noInputSchema },
  esAppSuggestSearch: { body: suggestQuerySchema },
  esAppSearch: { body: searchQuerySchema },
};
