import { appChannelsSchema } from '../../homeSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { homeInputs } from '../homeInputs.ts';

export const cmsCategoryGetAppChannels: Call<
  'GET',
  typeof appChannelsSchema,
  (typeof homeInputs)['cmsCategoryGetAppChannels']
> = {
  method: 'GET',
  path: '/cms/category/getAppChannels',
  response: appChannelsSchema,
};
