import { z } from 'zod/mini';
import { alertSubscribeBodySchema, alertUnsubscribeBodySchema } from '../alertInputSchemas.ts';

/**
 * What each call of `alertsEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const alertsInputs = {
  alertsSetup: {},
  alertsSubscribe: { body: alertSubscribeBodySchema },
  alertsUnsubscribe: { body: alertUnsubscribeBodySchema },
  alertsStream: { answer: z.string().check(z.describe('text/event-stream')) },
};
