import { liveMessageListSchema } from '../../liveSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { liveInputs } from '../liveInputs.ts';

export const liveVideoLiveMessageList: Call<
  'GET',
  typeof liveMessageListSchema,
  (typeof liveInputs)['liveVideoLiveMessageList']
> = {
  method: 'GET',
  path: '/live/video/liveMessageList.do',
  response: liveMessageListSchema,
};
