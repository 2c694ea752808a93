import { z } from 'zod';
import {
  cancelAccountBodySchema,
  checkQuestionBodySchema,
  loginBodySchema,
  loginResultSchema,
  loginStatusSchema,
  profileSchema,
  powChallengeSchema,
  profileUpdateSchema,
  publicKeySchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  setNewPassBodySchema,
  shareAddSchema,
  uploadResultSchema,
  ticketSchema,
  userDataSchema,
} from '@news/contract/accountSchemas';
import { makeCaptcha } from '../accounts/captcha.ts';
import { ApiError } from '../http/ApiError.ts';
import { defineRoute, type AnyRouteSpec, type RouteSpec } from '../http/routeSpec.ts';
import { deviceIdOf, platformOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';
import { multipartFileOf } from '../http/multipartFile.ts';

const noInput = z.object({}).loose();

export function accountRoutes(s: AppServices): AnyRouteSpec[] {
  const publicKey: Omit<
    RouteSpec<typeof noInput, typeof noInput, typeof publicKeySchema>,
    'method'
  > = {
    path: '/gov/publicKey/getPublicKey.do',
    summary:
      'The RSA public key (SPKI PEM) that password fields are encrypted with (RSA-OAEP, SHA-256)',
    tag: 'accounts',
    response: publicKeySchema,
    handler: () =>
      Promise.resolve({ publicKey: s.keys.publicKeyPem, alg: 'RSA-OAEP-256' as const }),
  };
  return [
    defineRoute({ ...publicKey, method: 'GET', cache: true, query: noInput }),
    defineRoute({ ...publicKey, method: 'POST', body: noInput }),
    defineRoute({
      method: 'GET',
      path: '/code',
      limits: ['captcha.address'],
      summary:
        'A captcha picture (PNG) for this device; its answer is single use and valid 5 minutes',
      tag: 'accounts',
      // An <img> asks for it, and an image request cannot carry the signature's headers.
      unsigned: true,
      query: z.object({ deviceId: z.string().min(1).max(64).optional() }).loose(),
      response: z.string().describe('image/png'),
      async handler({ query, request, reply }) {
        const captcha = await makeCaptcha();
        await s.accounts.issueCaptcha(query.deviceId ?? deviceIdOf(request), captcha.answer);
        return reply.type('image/png').header('Cache-Control', 'no-store').send(captcha.png);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/code/challenge',
      limits: ['captcha.address'],
      summary:
        'The captcha without reading: a proof-of-work challenge for this device; send `pow:<nonce>` as the code (single use, 5 minutes)',
      tag: 'accounts',
      query: noInput,
      response: powChallengeSchema,
      async handler({ request, reply }) {
        reply.header('Cache-Control', 'no-store');
        return s.accounts.issueChallenge(deviceIdOf(request));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/register.do',
      limits: ['register.address'],
      summary: 'Registration: the account waits for review before it can sign in',
      tag: 'accounts',
      body: registerBodySchema,
      response: registerResultSchema,
      successMessage: 'ok.registered',
      handler: ({ site, body, request }) => s.accounts.register(site, deviceIdOf(request), body),
    }),
    defineRoute({
      method: 'POST',
      path: '/checkLogin.do',
      limits: ['signIn.address'],
      summary: 'Sign in with username, encrypted password and captcha; returns a token',
      tag: 'accounts',
      body: loginBodySchema,
      response: loginResultSchema,
      handler: ({ body, request }) =>
        s.accounts.login(deviceIdOf(request), request.ip, body, platformOf(request)),
    }),
    defineRoute({
      method: 'POST',
      path: '/loginOut.do',
      summary: 'Sign out: the token stops working',
      tag: 'accounts',
      auth: 'optional',
      body: noInput,
      response: z.null(),
      handler: ({ user }) => s.accounts.logout(user),
    }),
    defineRoute({
      method: 'POST',
      path: '/checkLoginStatus.do',
      summary: 'Whether the token is signed in',
      tag: 'accounts',
      auth: 'optional',
      body: noInput,
      response: loginStatusSchema,
      handler: ({ user }) => Promise.resolve({ isLogin: user !== undefined }),
    }),
    defineRoute({
      method: 'POST',
      path: '/checkQuestion.do',
      limits: ['recovery.address', 'recovery.account'],
      summary: 'Password recovery, step 1: the security question and answer give a one-time ticket',
      tag: 'accounts',
      body: checkQuestionBodySchema,
      response: ticketSchema,
      handler: ({ body, request }) => s.accounts.checkQuestion(deviceIdOf(request), body),
    }),
    defineRoute({
      method: 'POST',
      path: '/setNewPass.do',
      limits: ['newPassword.address'],
      summary: 'Password recovery, step 2: a new password with the ticket; every session ends',
      tag: 'accounts',
      body: setNewPassBodySchema,
      response: z.null(),
      handler: ({ body }) => s.accounts.setNewPassword(body),
    }),
    defineRoute({
      method: 'POST',
      path: '/resetPassword',
      limits: ['passwordChange.reader', 'passwordChange.address'],
      summary: 'Change password (old and new); other sessions end',
      tag: 'accounts',
      auth: 'required',
      body: resetPasswordBodySchema,
      response: z.null(),
      handler: ({ user, body }) => s.accounts.changePassword(user, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/cancelAccount',
      changesPublicReads: true,
      summary:
        'Deactivation request: the account stops signing in; its personal data is then removed',
      tag: 'accounts',
      auth: 'required',
      body: z.object({ agree: z.string().optional() }).loose(),
      response: z.null(),
      handler({ user, body }) {
        if (!cancelAccountBodySchema.safeParse(body).success)
          throw ApiError.refused('error.agreementRequired');
        return s.accounts.requestDeactivation(user);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/people/user/info.do',
      summary: 'My profile (the ID number only masked)',
      tag: 'people',
      auth: 'required',
      query: noInput,
      response: profileSchema,
      handler: ({ user }) => s.profiles.profile(user),
    }),
    defineRoute({
      method: 'GET',
      path: '/people/user/userData.do',
      summary: 'My counts: comments, likes, collections, unread messages',
      tag: 'people',
      auth: 'required',
      query: noInput,
      response: userDataSchema,
      handler: ({ user }) => s.profiles.userData(user),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/user/update.do',
      summary: 'Update my profile: only the fields sent change',
      tag: 'people',
      auth: 'required',
      body: profileUpdateSchema,
      response: profileSchema,
      handler: ({ user, body }) => s.profiles.update(user, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/file/upload.do',
      limits: ['upload.reader', 'upload.address'],
      summary:
        'Upload an image (multipart field `file`): JPEG, PNG, GIF or WebP, at most 5 MB; metadata removed; a daily quota per reader',
      tag: 'people',
      auth: 'required',
      upload: true,
      response: uploadResultSchema,
      handler: ({ user, request }) => s.uploads.uploadImage(user, multipartFileOf(request)),
    }),
    defineRoute({
      method: 'POST',
      path: '/common/shareAdd.do',
      // The code counts toward its sharer's own figures (their page), not any public read.
      summary: 'Records the share code a reader arrived with',
      tag: 'people',
      auth: 'optional',
      body: shareAddSchema,
      response: z.null(),
      handler: ({ site, user, body }) => s.interactions.recordShare(site, body.spm, user),
    }),
  ];
}
