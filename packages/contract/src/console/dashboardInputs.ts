import { dashboardQuerySchema } from './dashboardSchemas.ts';

/**
 * What each call of `dashboardEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const dashboardInputs = {
  getDashboard: { query: dashboardQuerySchema },
};
