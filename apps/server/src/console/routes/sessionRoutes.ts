import { type ConsoleSession } from '@news/contract/console/staffSchemas';
import type { StaffPrincipal } from '../../services/staff/StaffPrincipal.ts';
import type { StaffSessionService } from '../../services/staff/StaffSessionService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { clearSessionCookie, setSessionCookie } from '../sessionCookie.ts';
import {
  getSession,
  postSession,
  deleteSession,
  postSessionPassword,
  postSessionTotpSetup,
  postSessionTotpEnable,
  postSessionTotpDisable,
} from '@news/contract/console/sessionEndpoints';

function sessionOf(principal: StaffPrincipal): ConsoleSession {
  const { tokenHash: _hash, csrfToken, id, ...staff } = principal;
  return { staff: { ...staff, id: String(id) }, csrfToken };
}

/** Signing in and out, the signed-in staff member's password and second factor. */
export function sessionRoutes(staff: StaffSessionService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getSession, {
      summary:
        'The signed-in staff member and the CSRF token to send with changes; null when signed out (the console asks at start)',
      access: 'public',
      handler: ({ staff: principal }) => Promise.resolve(principal ? sessionOf(principal) : null),
    }),
    defineConsoleRoute(postSession, {
      summary: 'Sign in (password, and the authenticator code when the second factor is on)',
      access: 'public',
      limits: ['console.signIn.address'],
      handler: async ({ body, request, reply }) => {
        const started = await staff.signIn(request.ip, body);
        setSessionCookie(request, reply, started.token);
        return sessionOf(started.principal);
      },
    }),
    defineConsoleRoute(deleteSession, {
      summary: 'Sign out: the session ends on the server',
      access: 'signedIn',
      duringPasswordChange: true,
      handler: async ({ staff: principal, request, reply }) => {
        await staff.signOut(principal);
        clearSessionCookie(request, reply);
        return null;
      },
    }),
    defineConsoleRoute(postSessionPassword, {
      summary:
        'Change the password (the current one, and the authenticator code when the second factor is on); every session of the account ends and a new one starts',
      access: 'signedIn',
      duringPasswordChange: true,
      limits: ['console.password.staff'],
      handler: async ({ staff: principal, body, request, reply }) => {
        const started = await staff.changePassword(principal, body);
        setSessionCookie(request, reply, started.token);
        return sessionOf(started.principal);
      },
    }),
    defineConsoleRoute(postSessionTotpSetup, {
      summary:
        'Start setting up (or replacing) the authenticator app: a new secret and its QR code; needs the password, and the current code when the second factor is on',
      access: 'signedIn',
      limits: ['console.secondFactor.staff'],
      handler: ({ staff: principal, body }) => staff.totpSetup(principal, body),
    }),
    defineConsoleRoute(postSessionTotpEnable, {
      summary: 'Turn the second factor on with a code from the new app, and the password',
      access: 'signedIn',
      limits: ['console.secondFactor.staff'],
      handler: async ({ staff: principal, body }) => {
        await staff.totpEnable(principal, body);
        return null;
      },
    }),
    defineConsoleRoute(postSessionTotpDisable, {
      summary: 'Turn the second factor off (needs the password and the current code)',
      access: 'signedIn',
      limits: ['console.secondFactor.staff'],
      handler: async ({ staff: principal, body }) => {
        await staff.totpDisable(principal, body);
        return null;
      },
    }),
  ];
}
