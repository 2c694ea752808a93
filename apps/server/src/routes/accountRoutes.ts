import { cancelAccountBodySchema } from '@news/contract/accountSchemas';
import { makeCaptcha } from '../accounts/captcha.ts';
import { ApiError } from '../http/ApiError.ts';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import { deviceIdOf, platformOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';
import { multipartFileOf } from '../http/multipartFile.ts';
import {
  govPublicKeyGetPublicKey,
  govPublicKeyGetPublicKeyPost,
  code,
  codeChallenge,
  register,
  checkLogin,
  loginOut,
  checkLoginStatus,
  checkQuestion,
  setNewPass,
  resetPassword,
  peopleCancelAccount,
  peopleUserInfo,
  peopleUserUserData,
  peopleUserUpdate,
  fileUpload,
  commonShareAdd,
} from '@news/contract/endpoints/accountEndpoints';

export function accountRoutes(s: AppServices): AnyRouteSpec[] {
  const publicKey = {
    summary:
      'The RSA public key (SPKI PEM) that password fields are encrypted with (RSA-OAEP, SHA-256)',
    tag: 'accounts',
    handler: () =>
      Promise.resolve({ publicKey: s.keys.publicKeyPem, alg: 'RSA-OAEP-256' as const }),
  };
  return [
    defineRoute(govPublicKeyGetPublicKey, { ...publicKey, cache: true }),
    defineRoute(govPublicKeyGetPublicKeyPost, { ...publicKey, readOnly: true }),
    defineRoute(code, {
      limits: ['captcha.address'],
      summary:
        'A captcha picture (PNG) for this device; its answer is single use and valid 5 minutes',
      tag: 'accounts',
      // An <img> asks for it, and an image request cannot carry the signature's headers.
      unsigned: true,
      async handler({ query, request, reply }) {
        const captcha = await makeCaptcha();
        await s.accounts.issueCaptcha(query.deviceId ?? deviceIdOf(request), captcha.answer);
        return reply.type('image/png').header('Cache-Control', 'no-store').send(captcha.png);
      },
    }),
    defineRoute(codeChallenge, {
      limits: ['captcha.address'],
      summary:
        'The captcha without reading: a proof-of-work challenge for this device; send `pow:<nonce>` as the code (single use, 5 minutes)',
      tag: 'accounts',
      async handler({ request, reply }) {
        reply.header('Cache-Control', 'no-store');
        return s.accounts.issueChallenge(deviceIdOf(request));
      },
    }),
    defineRoute(register, {
      limits: ['register.address'],
      summary: 'Registration: the account waits for review before it can sign in',
      tag: 'accounts',
      successMessage: 'ok.registered',
      handler: ({ site, body, request }) => s.accounts.register(site, deviceIdOf(request), body),
    }),
    defineRoute(checkLogin, {
      limits: ['signIn.address'],
      summary: 'Sign in with username, encrypted password and captcha; returns a token',
      tag: 'accounts',
      handler: ({ body, request }) =>
        s.accounts.login(deviceIdOf(request), request.ip, body, platformOf(request)),
    }),
    defineRoute(loginOut, {
      limits: ['signOut.address'],
      summary: 'Sign out: the token stops working',
      tag: 'accounts',
      auth: 'optional',
      handler: ({ user }) => s.accounts.logout(user),
    }),
    defineRoute(checkLoginStatus, {
      readOnly: true,
      summary: 'Whether the token is signed in',
      tag: 'accounts',
      auth: 'optional',
      handler: ({ user }) => Promise.resolve({ isLogin: user !== undefined }),
    }),
    defineRoute(checkQuestion, {
      limits: ['recovery.address', 'recovery.account'],
      summary: 'Password recovery, step 1: the security question and answer give a one-time ticket',
      tag: 'accounts',
      handler: ({ body, request }) => s.accounts.checkQuestion(deviceIdOf(request), body),
    }),
    defineRoute(setNewPass, {
      limits: ['newPassword.address'],
      summary: 'Password recovery, step 2: a new password with the ticket; every session ends',
      tag: 'accounts',
      handler: ({ body }) => s.accounts.setNewPassword(body),
    }),
    defineRoute(resetPassword, {
      limits: ['passwordChange.reader', 'passwordChange.address'],
      summary: 'Change password (old and new); other sessions end',
      tag: 'accounts',
      auth: 'required',
      handler: ({ user, body }) => s.accounts.changePassword(user, body),
    }),
    defineRoute(peopleCancelAccount, {
      changesPublicReads: true,
      summary:
        'Deactivation request: the account stops signing in; its personal data is then removed',
      tag: 'accounts',
      auth: 'required',
      handler({ user, body }) {
        if (!cancelAccountBodySchema.safeParse(body).success)
          throw ApiError.refused('error.agreementRequired');
        return s.accounts.requestDeactivation(user);
      },
    }),
    defineRoute(peopleUserInfo, {
      summary: 'My profile (the ID number only masked)',
      tag: 'people',
      auth: 'required',
      handler: ({ user }) => s.profiles.profile(user),
    }),
    defineRoute(peopleUserUserData, {
      summary: 'My counts: comments, likes, collections, unread messages',
      tag: 'people',
      auth: 'required',
      handler: ({ user }) => s.profiles.userData(user),
    }),
    defineRoute(peopleUserUpdate, {
      summary: 'Update my profile: only the fields sent change',
      tag: 'people',
      auth: 'required',
      handler: ({ user, body }) => s.profiles.update(user, body),
    }),
    defineRoute(fileUpload, {
      limits: ['upload.reader', 'upload.address'],
      summary:
        'Upload an image (multipart field `file`): JPEG, PNG, GIF or WebP, at most 5 MB; metadata removed; a daily quota per reader',
      tag: 'people',
      auth: 'required',
      upload: true,
      handler: ({ user, request }) => s.uploads.uploadImage(user, multipartFileOf(request)),
    }),
    defineRoute(commonShareAdd, {
      // The code counts toward its sharer's own figures (their page), not any public read.
      summary: 'Records the share code a reader arrived with',
      tag: 'people',
      auth: 'optional',
      limits: ['share.address'],
      handler: ({ site, user, body }) => s.interactions.recordShare(site, body.spm, user),
    }),
  ];
}
