import { isSiteLang, siteLangFromLocale, type SiteLang } from '@news/contract/sites';

export const LANGUAGE_STORAGE_KEY = 'localLanguage';

/** The `lang` query parameter of a hash route such as `#/pages/index/index?lang=en`. */
export function langFromHash(hash: string): SiteLang | undefined {
  const query = hash.split('?')[1];
  const lang = query ? new URLSearchParams(query).get('lang') : null;
  return isSiteLang(lang) ? lang : undefined;
}

/**
 * docs/product.md §4: the URL's `lang` (the hash route's, else the page's own query's: `/?lang=ja`
 * is the address of the Japanese site's home in feeds, sitemaps and the manifest), else the saved
 * choice, else the device locale.
 */
export function resolveLang(
  hash: string,
  saved: string | null,
  deviceLocale: string | undefined,
  search = '',
): SiteLang {
  const named = new URLSearchParams(search).get('lang');
  return (
    langFromHash(hash) ??
    (isSiteLang(named) ? named : undefined) ??
    (isSiteLang(saved) ? saved : siteLangFromLocale(deviceLocale))
  );
}
