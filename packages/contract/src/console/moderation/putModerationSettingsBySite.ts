import { moderationSettingsSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const putModerationSettingsBySite: Call<
  'PUT',
  typeof moderationSettingsSchema,
  (typeof moderationInputs)['putModerationSettingsBySite']
> = {
  method: 'PUT',
  path: '/moderation/settings/:site',
  response: moderationSettingsSchema,
};
