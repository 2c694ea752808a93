import { z } from 'zod';
import {
  changePasswordBodySchema,
  consoleSessionSchema,
  reauthenticateBodySchema,
  signInBodySchema,
  totpEnableBodySchema,
  totpSetupSchema,
  type ConsoleSession,
} from '@news/contract/console/staffSchemas';
import type { StaffPrincipal } from '../../services/staff/StaffPrincipal.ts';
import type { StaffSessionService } from '../../services/staff/StaffSessionService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { clearSessionCookie, setSessionCookie } from '../sessionCookie.ts';

function sessionOf(principal: StaffPrincipal): ConsoleSession {
  const { tokenHash: _hash, csrfToken, id, ...staff } = principal;
  return { staff: { ...staff, id: String(id) }, csrfToken };
}

/** Signing in and out, the signed-in staff member's password and second factor. */
export function sessionRoutes(staff: StaffSessionService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/session',
      summary:
        'The signed-in staff member and the CSRF token to send with changes; null when signed out (the console asks at start)',
      access: 'public',
      response: z.nullable(consoleSessionSchema),
      handler: ({ staff: principal }) => Promise.resolve(principal ? sessionOf(principal) : null),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/session',
      summary: 'Sign in (password, and the authenticator code when the second factor is on)',
      access: 'public',
      limits: ['console.signIn.address'],
      body: signInBodySchema,
      response: consoleSessionSchema,
      handler: async ({ body, request, reply }) => {
        const started = await staff.signIn(request.ip, body);
        setSessionCookie(request, reply, started.token);
        return sessionOf(started.principal);
      },
    }),
    defineConsoleRoute({
      method: 'DELETE',
      path: '/session',
      summary: 'Sign out: the session ends on the server',
      access: 'signedIn',
      duringPasswordChange: true,
      response: z.null(),
      handler: async ({ staff: principal, request, reply }) => {
        await staff.signOut(principal);
        clearSessionCookie(request, reply);
        return null;
      },
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/session/password',
      summary:
        'Change the password (the current one, and the authenticator code when the second factor is on); every session of the account ends and a new one starts',
      access: 'signedIn',
      duringPasswordChange: true,
      limits: ['console.password.staff'],
      body: changePasswordBodySchema,
      response: consoleSessionSchema,
      handler: async ({ staff: principal, body, request, reply }) => {
        const started = await staff.changePassword(principal, body);
        setSessionCookie(request, reply, started.token);
        return sessionOf(started.principal);
      },
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/session/totp/setup',
      summary:
        'Start setting up (or replacing) the authenticator app: a new secret and its QR code; needs the password, and the current code when the second factor is on',
      access: 'signedIn',
      limits: ['console.secondFactor.staff'],
      body: reauthenticateBodySchema,
      response: totpSetupSchema,
      handler: ({ staff: principal, body }) => staff.totpSetup(principal, body),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/session/totp/enable',
      summary: 'Turn the second factor on with a code from the new app, and the password',
      access: 'signedIn',
      limits: ['console.secondFactor.staff'],
      body: totpEnableBodySchema,
      response: z.null(),
      handler: async ({ staff: principal, body }) => {
        await staff.totpEnable(principal, body);
        return null;
      },
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/session/totp/disable',
      summary: 'Turn the second factor off (needs the password and the current code)',
      access: 'signedIn',
      limits: ['console.secondFactor.staff'],
      body: reauthenticateBodySchema,
      response: z.null(),
      handler: async ({ staff: principal, body }) => {
        await staff.totpDisable(principal, body);
        return null;
      },
    }),
  ];
}
