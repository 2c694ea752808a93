import { z } from 'zod/mini';
import {
  registerBodySchema,
  loginBodySchema,
  checkQuestionBodySchema,
  setNewPassBodySchema,
  resetPasswordBodySchema,
  profileUpdateSchema,
  shareAddSchema,
} from '../accountSchemas.ts';
import { noInputSchema } from '../envelope.ts';

/**
 * What each call of `accountEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const accountInputs = {
  govPublicKeyGetPublicKey: { query: noInputSchema },
  govPublicKeyGetPublicKeyPost: { body: noInputSchema },
  code: {
    query: z.looseObject({
      deviceId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
    answer: z.string().check(z.describe('image/png')),
  },
  codeChallenge: { query: noInputSchema },
  register: { body: registerBodySchema },
  checkLogin: { body: loginBodySchema },
  loginOut: { body: noInputSchema },
  checkLoginStatus: { body: noInputSchema },
  checkQuestion: { body: checkQuestionBodySchema },
  setNewPass: { body: setNewPassBodySchema },
  resetPassword: { body: resetPasswordBodySchema },
  peopleCancelAccount: { body: z.looseObject({ agree: z.optional(z.string()) }) },
  peopleUserInfo: { query: noInputSchema },
  peopleUserUserData: { query: noInputSchema },
  peopleUserUpdate: { body: profileUpdateSchema },
  fileUpload: {},
  commonShareAdd: { body: shareAddSchema },
};
