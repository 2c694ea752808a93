import { moderationSettingsSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getModerationSettingsBySite: Call<
  'GET',
  typeof moderationSettingsSchema,
  (typeof moderationInputs)['getModerationSettingsBySite']
> = {
  method: 'GET',
  path: '/moderation/settings/:site',
  response: moderationSettingsSchema,
};
