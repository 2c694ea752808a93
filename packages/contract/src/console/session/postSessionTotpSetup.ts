import { totpSetupSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { sessionInputs } from '../sessionInputs.ts';

export const postSessionTotpSetup: Call<
  'POST',
  typeof totpSetupSchema,
  (typeof sessionInputs)['postSessionTotpSetup']
> = {
  method: 'POST',
  path: '/session/totp/setup',
  response: totpSetupSchema,
};
