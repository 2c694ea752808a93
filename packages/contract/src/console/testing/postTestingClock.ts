import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { testingInputs } from '../testingInputs.ts';

const postTestingClockAnswer = z.object({ now: z.string(), published: z.array(z.string()) });
export const postTestingClock: Call<
  'POST',
  typeof postTestingClockAnswer,
  (typeof testingInputs)['postTestingClock']
> = {
  method: 'POST',
  path: '/testing/clock',
  response: postTestingClockAnswer,
};
