import { siteById, type SiteLang } from '@news/contract/sites';

/** The language of a site row's id; a row of no site the product has is a bug, not a refusal. */
export function siteLangOf(siteId: number): SiteLang {
  const site = siteById(siteId);
  if (!site) throw new Error(`unknown site ${String(siteId)}`);
  return site.lang;
}
