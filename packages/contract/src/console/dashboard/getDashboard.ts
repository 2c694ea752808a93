import { dashboardSchema } from '../dashboardSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { dashboardInputs } from '../dashboardInputs.ts';

export const getDashboard: Call<
  'GET',
  typeof dashboardSchema,
  (typeof dashboardInputs)['getDashboard']
> = {
  method: 'GET',
  path: '/dashboard',
  response: dashboardSchema,
};
