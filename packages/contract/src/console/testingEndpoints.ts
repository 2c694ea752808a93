import { z } from 'zod/mini';
import type { Endpoint } from '../endpoint.ts';

export const postTestingClock = {
  method: 'POST',
  path: '/testing/clock',
  body: z.object({
    advanceMs: z.int().check(z.minimum(0), z.maximum(366 * 86_400_000)),
  }),
  response: z.object({ now: z.string(), published: z.array(z.string()) }),
} as const satisfies Endpoint;
