import type { StaffRole } from '@news/contract/console/permissions';
import { SITES, siteByLang, type SiteLang } from '@news/contract/sites';
import type { Actor } from '../audit/Actor.ts';

/** A signed-in staff member, as every console call sees them. */
export interface StaffPrincipal {
  id: number;
  username: string;
  role: StaffRole;
  sites: SiteLang[];
  mustChangePassword: boolean;
  totpEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  tokenHash: string;
  csrfToken: string;
}

export function actorOf(principal: Pick<StaffPrincipal, 'id' | 'username'>): Actor {
  return { type: 'staff', id: principal.id, name: principal.username };
}

/** The ids of the sites a staff member works on. */
export function siteIdsOf(principal: Pick<StaffPrincipal, 'role' | 'sites'>): number[] {
  if (principal.role === 'admin') return SITES.map((s) => s.id);
  return principal.sites.map((lang) => siteByLang(lang).id);
}
