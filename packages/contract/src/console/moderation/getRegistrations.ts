import { registrationPageSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getRegistrations: Call<
  'GET',
  typeof registrationPageSchema,
  (typeof moderationInputs)['getRegistrations']
> = {
  method: 'GET',
  path: '/registrations',
  response: registrationPageSchema,
};
