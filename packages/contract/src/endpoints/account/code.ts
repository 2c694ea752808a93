import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

/** The captcha picture (PNG), not an envelope: its address is an `<img src>`. */
export const code: Call<'GET', z.ZodMiniString, (typeof accountInputs)['code']> = {
  method: 'GET',
  path: '/code',
  response: z.string(),
};
