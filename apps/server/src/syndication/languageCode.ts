import type { SiteInfo } from '@news/contract/sites';

/**
 * The site's language as RSS `<language>` and Google's news sitemaps name it: ISO 639 codes
 * (`en` for the en-GB site), with Simplified Chinese as `zh-cn` (both list that form, not BCP
 * 47's `zh-Hans`).
 */
export function languageCode(site: SiteInfo): string {
  return site.lang === 'zh-Hans' ? 'zh-cn' : (site.locale.split('-')[0] ?? site.locale);
}
