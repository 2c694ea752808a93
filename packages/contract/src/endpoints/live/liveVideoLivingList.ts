import { livePageSchema } from '../../liveSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { liveInputs } from '../liveInputs.ts';

export const liveVideoLivingList: Call<
  'GET',
  typeof livePageSchema,
  (typeof liveInputs)['liveVideoLivingList']
> = {
  method: 'GET',
  path: '/live/video/livingList',
  response: livePageSchema,
};
