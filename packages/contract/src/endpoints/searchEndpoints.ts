import {
  hotWordListSchema,
  suggestQuerySchema,
  suggestListSchema,
  searchQuerySchema,
  searchPageSchema,
} from '../searchSchemas.ts';
import { noInputSchema } from '../envelope.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const mdiyDictAppHotWord = {
  method: 'GET',
  path: '/mdiy/dict/appHotWord.do',
  query: noInputSchema,
  response: hotWordListSchema,
} as const satisfies ReaderEndpoint;

export const esAppSuggestSearch = {
  method: 'POST',
  path: '/es/app/suggestSearch.do',
  body: suggestQuerySchema,
  response: suggestListSchema,
} as const satisfies ReaderEndpoint;

export const esAppSearch = {
  method: 'POST',
  path: '/es/app/search.do',
  body: searchQuerySchema,
  response: searchPageSchema,
} as const satisfies ReaderEndpoint;
