import { z } from 'zod/mini';
import {
  publicKeySchema,
  registerBodySchema,
  registerResultSchema,
  loginBodySchema,
  loginResultSchema,
  loginStatusSchema,
  checkQuestionBodySchema,
  ticketSchema,
  setNewPassBodySchema,
  resetPasswordBodySchema,
  powChallengeSchema,
  profileSchema,
  userDataSchema,
  profileUpdateSchema,
  uploadResultSchema,
  shareAddSchema,
} from '../accountSchemas.ts';
import { noInputSchema } from '../envelope.ts';
import { CAPTCHA_PATH } from '../paths.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const govPublicKeyGetPublicKey = {
  method: 'GET',
  path: '/gov/publicKey/getPublicKey.do',
  query: noInputSchema,
  response: publicKeySchema,
} as const satisfies ReaderEndpoint;

/** The same key as a POST, as the published app asked for it. */
export const govPublicKeyGetPublicKeyPost = {
  method: 'POST',
  path: govPublicKeyGetPublicKey.path,
  body: noInputSchema,
  response: publicKeySchema,
} as const satisfies ReaderEndpoint;

export const code = {
  method: 'GET',
  path: CAPTCHA_PATH,
  query: z.looseObject({ deviceId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) }),
  response: z.string().check(z.describe('image/png')),
} as const satisfies ReaderEndpoint;

export const codeChallenge = {
  method: 'GET',
  path: '/code/challenge',
  query: noInputSchema,
  response: powChallengeSchema,
} as const satisfies ReaderEndpoint;

export const register = {
  method: 'POST',
  path: '/register.do',
  body: registerBodySchema,
  response: registerResultSchema,
} as const satisfies ReaderEndpoint;

export const checkLogin = {
  method: 'POST',
  path: '/checkLogin.do',
  body: loginBodySchema,
  response: loginResultSchema,
} as const satisfies ReaderEndpoint;

export const loginOut = {
  method: 'POST',
  path: '/loginOut.do',
  body: noInputSchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const checkLoginStatus = {
  method: 'POST',
  path: '/checkLoginStatus.do',
  body: noInputSchema,
  response: loginStatusSchema,
} as const satisfies ReaderEndpoint;

export const checkQuestion = {
  method: 'POST',
  path: '/checkQuestion.do',
  body: checkQuestionBodySchema,
  response: ticketSchema,
} as const satisfies ReaderEndpoint;

export const setNewPass = {
  method: 'POST',
  path: '/setNewPass.do',
  body: setNewPassBodySchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const resetPassword = {
  method: 'POST',
  path: '/resetPassword',
  body: resetPasswordBodySchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const peopleCancelAccount = {
  method: 'POST',
  path: '/people/cancelAccount',
  body: z.looseObject({ agree: z.optional(z.string()) }),
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const peopleUserInfo = {
  method: 'GET',
  path: '/people/user/info.do',
  query: noInputSchema,
  response: profileSchema,
} as const satisfies ReaderEndpoint;

export const peopleUserUserData = {
  method: 'GET',
  path: '/people/user/userData.do',
  query: noInputSchema,
  response: userDataSchema,
} as const satisfies ReaderEndpoint;

export const peopleUserUpdate = {
  method: 'POST',
  path: '/people/user/update.do',
  body: profileUpdateSchema,
  response: profileSchema,
} as const satisfies ReaderEndpoint;

export const fileUpload = {
  method: 'POST',
  path: '/file/upload.do',
  response: uploadResultSchema,
} as const satisfies ReaderEndpoint;

export const commonShareAdd = {
  method: 'POST',
  path: '/common/shareAdd.do',
  body: shareAddSchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;
