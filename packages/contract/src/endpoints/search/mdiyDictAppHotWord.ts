import { hotWordListSchema } from '../../searchSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { searchInputs } from '../searchInputs.ts';

export const mdiyDictAppHotWord: Call<
  'GET',
  typeof hotWordListSchema,
  (typeof searchInputs)['mdiyDictAppHotWord']
> = {
  method: 'GET',
  path: '/mdiy/dict/appHotWord.do',
  response: hotWordListSchema,
};
