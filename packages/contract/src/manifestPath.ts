/**
 * Where a site's web app manifest is served: the server links it from every page it sends, and
 * the reader app keeps the link on the site it shows.
 */
export const manifestPath = (lang: string): string => `/manifest/${lang}.webmanifest`;
