import type { Staff } from '@news/contract/console/staffSchemas';
import { SITE_LANGS, type SiteLang } from '@news/contract/sites';

/** The sites a staff member works on: an admin's account names none and covers every site. */
export function mySites(staff: Staff): readonly SiteLang[] {
  return staff.role === 'admin' && staff.sites.length === 0 ? SITE_LANGS : staff.sites;
}
