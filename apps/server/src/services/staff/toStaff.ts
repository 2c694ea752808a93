import type { StaffRole } from '@news/contract/console/permissions';
import type { Staff } from '@news/contract/console/staffSchemas';
import { SITES, type SiteLang } from '@news/contract/sites';
import type { StaffRow } from '../../repositories/StaffRepository.ts';

/** A staff account as the console lists it. */
export function toStaff(row: StaffRow, siteIds: readonly number[]): Staff {
  return {
    id: String(row.id),
    username: row.username,
    role: row.role as StaffRole,
    sites: staffSiteLangs(siteIds),
    mustChangePassword: row.must_change_password === 1,
    totpEnabled: row.totp_enabled === 1,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

/** The sites of the ids, in the product's order. */
export function staffSiteLangs(siteIds: readonly number[]): SiteLang[] {
  return SITES.filter((s) => siteIds.includes(s.id)).map((s) => s.lang);
}
