import { can, type Ability } from '@news/contract/console/permissions';
import { SITES, siteById, siteByLang, type SiteLang } from '@news/contract/sites';
import { actorOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';
import type { Actor } from '../audit/Actor.ts';
import { DomainError } from '../shared/DomainError.ts';

/**
 * Who acts on the moderation queues and a site's operations, and on which sites: a staff member
 * through the console (their role and sites decide), or the operator at the command line (every
 * site). The services check every call against it and record its actor in the audit log, so the
 * same action from either place is checked and recorded alike.
 */
export interface Moderator {
  actor: Actor;
  /** The staff member's id, for the rows that remember who handled them (null: the operator). */
  staffId: number | null;
  /** The sites they may act on. */
  siteIds: readonly number[];
}

export function moderatorOf(staff: StaffPrincipal, ability: Ability = 'moderation'): Moderator {
  return {
    actor: actorOf(staff),
    staffId: staff.id,
    siteIds: SITES.filter((s) => can(staff, ability, s.lang)).map((s) => s.id),
  };
}

/** The operator at the command line: every site. */
export function operatorModerator(actor: Actor): Moderator {
  return { actor, staffId: null, siteIds: SITES.map((s) => s.id) };
}

/** Refuses (403) a site the moderator does not work on. */
export function assertSiteId(moderator: Moderator, siteId: number): void {
  if (!moderator.siteIds.includes(siteId))
    throw DomainError.forbidden('error.forbiddenSite', {
      site: siteById(siteId)?.lang ?? String(siteId),
    });
}

/** The sites a list covers: the one asked for (if theirs), else all of theirs. */
export function sitesOf(moderator: Moderator, site: SiteLang | undefined): number[] {
  if (site === undefined) return [...moderator.siteIds];
  const id = siteByLang(site).id;
  assertSiteId(moderator, id);
  return [id];
}
