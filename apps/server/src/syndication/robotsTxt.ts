/**
 * robots.txt: every reader page may be crawled (the share pages are what the sitemaps list);
 * the operator endpoints may not; and where the sitemaps are.
 */
export function robotsTxt(sitemaps: readonly string[]): string {
  return [
    'User-agent: *',
    'Disallow: /metrics',
    'Disallow: /healthz',
    '',
    ...sitemaps.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
}
