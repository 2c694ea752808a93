import { searchPageSchema } from '../../searchSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { searchInputs } from '../searchInputs.ts';

export const esAppSearch: Call<
  'POST',
  typeof searchPageSchema,
  (typeof searchInputs)['esAppSearch']
> = {
  method: 'POST',
  path: '/es/app/search.do',
  response: searchPageSchema,
};
