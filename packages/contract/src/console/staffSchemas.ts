import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';
import { SITE_LANGS } from '../sites.ts';
import { STAFF_ROLES } from './permissions.ts';
import { STAFF_PASSWORD_MAX } from './staffPassword.ts';

/** The console's own languages (its UI and the server's messages to it). */
export const CONSOLE_LANGS = ['zh-Hans', 'en'] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];

/** The request header the console names its language in; the server's messages follow it. */
export const CONSOLE_LANG_HEADER = 'x-console-lang';
/** The request header that carries the session's CSRF token on every call that changes anything. */
export const CSRF_HEADER = 'x-csrf-token';

/** Lower-case letters, digits, dot, dash, underscore; starts with a letter; 3–32 long. */
export const STAFF_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;

export const staffUsernameSchema = z.string().check(z.regex(STAFF_USERNAME));
const passwordField = z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX * 4));

export const staffSchema = z.object({
  id: idSchema,
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.enum(SITE_LANGS)),
  mustChangePassword: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in staff member and the token to send back in `x-csrf-token`. */
export const consoleSessionSchema = z.object({
  staff: staffSchema,
  csrfToken: z.string(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

export const signInBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  password: passwordField,
  /** The six digits of the authenticator app, for staff who turned the second factor on. */
  totpCode: z.optional(z.string().check(z.maxLength(12))),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** The authenticator's current code, asked for with the password once the second factor is on. */
const currentCode = z.optional(z.string().check(z.maxLength(12)));

export const changePasswordBodySchema = z.object({
  currentPassword: passwordField,
  newPassword: passwordField,
  totpCode: currentCode,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const createStaffBodySchema = z.object({
  username: staffUsernameSchema,
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.enum(SITE_LANGS)).check(z.maxLength(SITE_LANGS.length)),
});
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

export const updateStaffBodySchema = z.object({
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.enum(SITE_LANGS)).check(z.maxLength(SITE_LANGS.length)),
});
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

/** A new account, or a reset one: the password is shown once and must be changed at sign-in. */
export const oneTimePasswordSchema = z.object({
  staff: staffSchema,
  oneTimePassword: z.string(),
});
export type OneTimePassword = z.infer<typeof oneTimePasswordSchema>;

export const staffListSchema = z.array(staffSchema);

/** The secret of a second factor being set up, as text and as the QR code authenticator apps scan. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG image of the `otpauth://` URI as a QR code. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/**
 * Proof that the signed-in person is the account's owner, not just holder of its session: the
 * password, and the current authenticator code when the second factor is on. Asked to set up,
 * replace or turn off the second factor.
 */
export const reauthenticateBodySchema = z.object({
  password: passwordField,
  totpCode: currentCode,
});
export type ReauthenticateBody = z.infer<typeof reauthenticateBodySchema>;

/** Turning the second factor on: a code from the newly set-up app, and the password again. */
export const totpEnableBodySchema = z.object({
  code: z.string().check(z.regex(/^\s*\d{6}\s*$/)),
  password: passwordField,
});
export type TotpEnableBody = z.infer<typeof totpEnableBodySchema>;
