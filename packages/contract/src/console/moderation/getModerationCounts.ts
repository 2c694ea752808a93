import { queueCountsSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getModerationCounts: Call<
  'GET',
  typeof queueCountsSchema,
  (typeof moderationInputs)['getModerationCounts']
> = {
  method: 'GET',
  path: '/moderation/counts',
  response: queueCountsSchema,
};
