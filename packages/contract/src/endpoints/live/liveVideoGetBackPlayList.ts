import { backPlayListSchema } from '../../liveSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { liveInputs } from '../liveInputs.ts';

export const liveVideoGetBackPlayList: Call<
  'POST',
  typeof backPlayListSchema,
  (typeof liveInputs)['liveVideoGetBackPlayList']
> = {
  method: 'POST',
  path: '/live/video/getBackPlayList.do',
  response: backPlayListSchema,
};
