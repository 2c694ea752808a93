import { manifestPath } from '@news/contract/manifestPath';
import type { SiteLang } from '@news/contract/sites';

/**
 * Points the page's web app manifest at the site the app shows. The server links the site it
 * chose from the address, cookie and browser language; a hash route's `lang` or the reader's saved
 * language (the server sees neither) can choose another, and "Add to home screen" must install
 * the site being read. A page without a manifest (the development server's) is left as it is.
 */
export function linkSiteManifest(lang: SiteLang): void {
  const link = document.querySelector('link[rel="manifest"]');
  const href = manifestPath(lang);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
