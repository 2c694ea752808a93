import type { SiteLang } from '../sites.ts';

/**
 * Staff roles (issues 15 and 32): admins do everything, editors write, review and publish,
 * reporters write their own items and submit them for review, moderators moderate.
 */
export const STAFF_ROLES = ['admin', 'editor', 'reporter', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console action needs. `write`: write items and submit them for review (a reporter
 * only their own, checked by the editorial service); `content`: review, publish, schedule and
 * unpublish any item of the site, and the site's media; `staff`: manage staff
 * accounts; `moderation`: the queues (registrations, comments, reports, feedback, deactivations)
 * and reader accounts; `siteSettings`: a site's operations (start image, ads, channels,
 * agreements, ...); `audit`: read and export the audit log.
 */
export const ABILITIES = [
  'write',
  'content',
  'staff',
  'moderation',
  'siteSettings',
  'audit',
] as const;
export type Ability = (typeof ABILITIES)[number];

const ROLE_ABILITIES: Record<StaffRole, readonly Ability[]> = {
  admin: ABILITIES,
  editor: ['write', 'content'],
  reporter: ['write'],
  moderator: ['moderation'],
};

export interface StaffScope {
  role: StaffRole;
  /** The sites the staff member works on; admins work on every site whatever this holds. */
  sites: readonly SiteLang[];
}

/** Whether a role may do this kind of thing at all (on some site). */
export function roleCan(role: StaffRole, ability: Ability): boolean {
  return ROLE_ABILITIES[role].includes(ability);
}

/**
 * The one rule the server enforces on every console call and the console uses to hide what
 * would be refused: the role must allow the ability, and the site must be one of the staff
 * member's (admins: any site).
 */
export function can(staff: StaffScope, ability: Ability, site?: SiteLang): boolean {
  if (!roleCan(staff.role, ability)) return false;
  if (site === undefined || staff.role === 'admin') return true;
  return staff.sites.includes(site);
}
