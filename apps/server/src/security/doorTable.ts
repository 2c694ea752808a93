import type { AnyRouteSpec } from '../http/routeSpec.ts';
import { DOOR_LIMITS, type DoorName } from '../state/doorLimits.ts';

/** What a door's budget reads as: `20 a minute per address`. */
function budgetText(name: DoorName): string {
  const { max, windowSeconds, per } = DOOR_LIMITS[name];
  const window =
    windowSeconds === 60
      ? 'a minute'
      : windowSeconds === 3600
        ? 'an hour'
        : windowSeconds % 60 === 0
          ? `every ${String(windowSeconds / 60)} minutes`
          : `every ${String(windowSeconds)} s`;
  return `${name}: ${String(max)} ${window} per ${per}`;
}

/** A call that may change something: every one but a GET and a POST that only reads. */
export function isWrite(route: AnyRouteSpec): boolean {
  return route.method !== 'GET' && route.readOnly !== true;
}

/** Whether anyone may call it without signing in: signed-out callers are counted by address. */
export function isAnonymous(route: AnyRouteSpec): boolean {
  return route.auth !== 'required';
}

/**
 * The reader API's write doors (`isWrite`) and any call with a budget, as the
 * table in docs/doors.md shows them: made from the routes themselves, so the table cannot say
 * other than the code does (security/doorTable.test.ts compares the two).
 */
export function doorTable(routes: readonly AnyRouteSpec[]): string {
  const rows = routes
    .filter((route) => isWrite(route) || (route.limits?.length ?? 0) > 0)
    .map((route) => {
      const who = route.auth === 'required' ? 'signed in' : 'anyone';
      const limits = (route.limits ?? []).map(budgetText).join('; ') || '—';
      return `| \`${route.method} ${route.path}\` | ${who} | ${limits} |`;
    })
    .sort();
  return [
    '# Doors and their limits',
    '',
    'Generated from the reader API’s routes and `apps/server/src/state/doorLimits.ts` by',
    '`apps/server/src/security/doorTable.test.ts` (`UPDATE_DOORS=1` rewrites it); that test also',
    'fails when a call anyone may make without signing in writes without a limit per address.',
    'Budgets are the defaults; `RATE_LIMITS` overrides them. Failed sign-ins are also counted per',
    'account (`accounts/LoginThrottle.ts`); the console’s doors are in the same file.',
    '',
    '| call | who | limits |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
