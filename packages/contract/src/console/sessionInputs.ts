import {
  signInBodySchema,
  changePasswordBodySchema,
  totpEnableBodySchema,
  reauthenticateBodySchema,
} from './staffSchemas.ts';

/**
 * What each call of `sessionEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const sessionInputs = {
  getSession: {},
  postSession: { body: signInBodySchema },
  deleteSession: {},
  postSessionPassword: { body: changePasswordBodySchema },
  postSessionTotpSetup: { body: reauthenticateBodySchema },
  postSessionTotpEnable: { body: totpEnableBodySchema },
  postSessionTotpDisable: { body: reauthenticateBodySchema },
};
