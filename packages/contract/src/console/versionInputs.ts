import { z } from 'zod/mini';
import { idParamsSchema } from './consoleParams.ts';
import { deskQuerySchema, linkVersionBodySchema, translateBodySchema } from './versionSchemas.ts';

/**
 * What each call of `versionEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const versionInputs = {
  getItemsByIdVersions: { params: idParamsSchema },
  postItemsByIdVersions: { params: idParamsSchema, body: linkVersionBodySchema },
  deleteItemsByIdVersions: { params: idParamsSchema },
  postItemsByIdTranslations: { params: idParamsSchema, body: translateBodySchema },
  getItemsByIdSourceChanges: { params: idParamsSchema },
  postItemsByIdSourceChecked: { params: idParamsSchema, body: z.object({}) },
  getVersionsDesk: { query: deskQuerySchema },
};
