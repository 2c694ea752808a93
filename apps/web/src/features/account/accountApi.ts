import { checkLogin } from '@news/contract/endpoints/account/checkLogin';
import { codeChallenge } from '@news/contract/endpoints/account/codeChallenge';
import { checkQuestion as checkQuestionEndpoint } from '@news/contract/endpoints/account/checkQuestion';
import { peopleCancelAccount } from '@news/contract/endpoints/account/peopleCancelAccount';
import { peopleUserUpdate } from '@news/contract/endpoints/account/peopleUserUpdate';
import { register as registerEndpoint } from '@news/contract/endpoints/account/register';
import { resetPassword } from '@news/contract/endpoints/account/resetPassword';
import { setNewPass } from '@news/contract/endpoints/account/setNewPass';
import type { SECURITY_QUESTIONS } from '@news/contract/accountSchemas';
import { api } from '../../lib/apiClient.ts';
import { sealPassword } from './passwordCipher.ts';

export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];

/*
 * The account calls (docs/api.md, Accounts), each parsed with its contract schema.
 * Every password leaves the page sealed with the server's public key (docs/api.md, Accounts);
 * a refusal is toasted by the API client with the server's reason.
 */

/**
 * A proof-of-work challenge for this device: the captcha's alternative that needs no reading
 * (docs/adr/0021-captcha.md). Solving it fills the same `code` field the picture's answer does.
 */
export function captchaChallenge() {
  return api(codeChallenge);
}

/** Signs in; the answer is the session token. */
export async function logIn(username: string, password: string, code: string) {
  const result = await api(checkLogin, {
    params: { username, password: await sealPassword(password), code },
  });
  return result.token;
}

/** Registers; the account then waits for the back office's review. */
export async function register(fields: {
  username: string;
  password: string;
  confirm: string;
  question: SecurityQuestion;
  answer: string;
  code: string;
}) {
  return api(registerEndpoint, {
    params: {
      username: fields.username,
      password: await sealPassword(fields.password),
      confirmPassword: await sealPassword(fields.confirm),
      question: fields.question,
      answer: fields.answer,
      code: fields.code,
    },
  });
}

/** Proves who a reader is by their security question; the answer is a one-time ticket. */
export async function checkQuestion(fields: {
  username: string;
  question: SecurityQuestion;
  answer: string;
  code: string;
}) {
  const result = await api(checkQuestionEndpoint, { params: fields });
  return result.ticket;
}

/** Sets a new password with the ticket from the security question. */
export async function setNewPassword(ticket: string, password: string, confirm: string) {
  return api(setNewPass, {
    params: {
      ticket,
      password: await sealPassword(password),
      confirmPassword: await sealPassword(confirm),
    },
  });
}

/** Changes the signed-in reader's password; the server ends their other sessions. */
export async function changePassword(old: string, password: string, confirm: string) {
  return api(resetPassword, {
    auth: true,
    params: {
      oldPassword: await sealPassword(old),
      newPassword: await sealPassword(password),
      confirmPassword: await sealPassword(confirm),
    },
  });
}

/** Saves profile fields; the answer is the profile as stored. */
export function updateProfile(fields: Record<string, string>) {
  return api(peopleUserUpdate, { auth: true, params: fields });
}

/** Asks for the account's deactivation (the agreement was ticked and confirmed). */
export function requestDeactivation() {
  return api(peopleCancelAccount, { auth: true, params: { agree: 'true' } });
}
