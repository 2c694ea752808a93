import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const statisticsAccessStatisticsIn: Call<
  'GET',
  z.ZodMiniNull,
  (typeof commonInputs)['statisticsAccessStatisticsIn']
> = {
  method: 'GET',
  path: '/statistics/accessStatistics/in.do',
  response: z.null(),
};
