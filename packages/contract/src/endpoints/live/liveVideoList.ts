import { livePageSchema } from '../../liveSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { liveInputs } from '../liveInputs.ts';

export const liveVideoList: Call<
  'POST',
  typeof livePageSchema,
  (typeof liveInputs)['liveVideoList']
> = {
  method: 'POST',
  path: '/live/video/list.do',
  response: livePageSchema,
};
