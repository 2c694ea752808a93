import { idParamsSchema } from './consoleParams.ts';
import {
  presenceHereBodySchema,
  presenceStreamQuerySchema,
  takeoverBodySchema,
} from './presenceSchemas.ts';

/**
 * What each call of `presenceEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const presenceInputs = {
  getItemsByIdPresenceStream: { params: idParamsSchema, query: presenceStreamQuerySchema },
  postItemsByIdPresence: { params: idParamsSchema, body: presenceHereBodySchema },
  postItemsByIdPresenceLeave: { params: idParamsSchema, body: presenceHereBodySchema },
  postItemsByIdPresenceTakeover: { params: idParamsSchema, body: takeoverBodySchema },
};
