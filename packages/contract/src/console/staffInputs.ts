import { createStaffBodySchema, updateStaffBodySchema } from './staffSchemas.ts';
import { idParamsSchema } from './consoleParams.ts';

/**
 * What each call of `staffEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const staffInputs = {
  getStaff: {},
  postStaff: { body: createStaffBodySchema },
  putStaffById: { params: idParamsSchema, body: updateStaffBodySchema },
  deleteStaffById: { params: idParamsSchema },
  postStaffByIdPassword: { params: idParamsSchema },
};
