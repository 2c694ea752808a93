import { govPublicKeyGetPublicKey } from './govPublicKeyGetPublicKey.ts';
import { publicKeySchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

/** The same key as a POST, as the published app asked for it. */
export const govPublicKeyGetPublicKeyPost: Call<
  'POST',
  typeof publicKeySchema,
  (typeof accountInputs)['govPublicKeyGetPublicKeyPost']
> = {
  method: 'POST',
  path: govPublicKeyGetPublicKey.path,
  response: publicKeySchema,
};
