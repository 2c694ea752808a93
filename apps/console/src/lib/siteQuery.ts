import type { SiteLang } from '@news/contract/sites';

/** A query string of the set values only (an empty filter means "any"). */
export function queryString(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') query.set(name, String(value));
  return query.toString();
}

export type SiteChoice = SiteLang | '';
