import type { RouteEntry } from './routeTable.ts';

/** The sign-in and user-centre routes of spec section 2 (login pages and /pages/usercenter/...). */
export const ACCOUNT_ROUTES: Record<string, RouteEntry> = {};
