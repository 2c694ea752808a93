import { powChallengeSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const codeChallenge: Call<
  'GET',
  typeof powChallengeSchema,
  (typeof accountInputs)['codeChallenge']
> = {
  method: 'GET',
  path: '/code/challenge',
  response: powChallengeSchema,
};
