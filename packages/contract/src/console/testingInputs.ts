import { z } from 'zod/mini';

/**
 * What each call of `testingEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const testingInputs = {
  postTestingClock: {
    body: z.object({
      advanceMs: z.int().check(z.minimum(0), z.maximum(366 * 86_400_000)),
    }),
  },
};
