import { liveDetailSchema } from '../../liveSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { liveInputs } from '../liveInputs.ts';

export const liveVideoDeatil: Call<
  'GET',
  typeof liveDetailSchema,
  (typeof liveInputs)['liveVideoDeatil']
> = {
  method: 'GET',
  path: '/live/video/deatil.do',
  response: liveDetailSchema,
};
