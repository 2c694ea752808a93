import { suggestListSchema } from '../../searchSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { searchInputs } from '../searchInputs.ts';

export const esAppSuggestSearch: Call<
  'POST',
  typeof suggestListSchema,
  (typeof searchInputs)['esAppSuggestSearch']
> = {
  method: 'POST',
  path: '/es/app/suggestSearch.do',
  response: suggestListSchema,
};
