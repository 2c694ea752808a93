import { publicKeySchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const govPublicKeyGetPublicKey: Call<
  'GET',
  typeof publicKeySchema,
  (typeof accountInputs)['govPublicKeyGetPublicKey']
> = {
  method: 'GET',
  path: '/gov/publicKey/getPublicKey.do',
  response: publicKeySchema,
};
