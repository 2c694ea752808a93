import { categoryListSchema } from '../../homeSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { homeInputs } from '../homeInputs.ts';

export const cmsCategorySubList: Call<
  'GET',
  typeof categoryListSchema,
  (typeof homeInputs)['cmsCategorySubList']
> = {
  method: 'GET',
  path: '/cms/category/subList',
  response: categoryListSchema,
};
