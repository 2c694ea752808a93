import { siteHabitSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsCategoryGetAppSiteHabit: Call<
  'GET',
  typeof siteHabitSchema,
  (typeof commonInputs)['cmsCategoryGetAppSiteHabit']
> = {
  method: 'GET',
  path: '/cms/category/getAppSiteHabit',
  response: siteHabitSchema,
};
