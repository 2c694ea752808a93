/**
 * Headers that say where a request came from, by what scheme and for what address: a proxy's
 * to write, never a client's. The servers believe the proxies in front of them (TRUST_PROXY) and
 * build answers from what those pass on, and the edge keeps the answers for every reader after
 * (issue 39), so each proxy of ours drops these from what clients send: the edge
 * (varnish/news.vcl, held to this list by edge/newsVcl.test.ts) and the balancer
 * (startHaproxy.ts). `X-Forwarded-For` is not among them: each proxy appends the address it was
 * reached from, and the servers count hops from its end.
 */
export const PROXY_ONLY_HEADERS = [
  'Forwarded',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'X-Forwarded-Port',
  'X-Forwarded-Server',
  'X-Forwarded-Prefix',
  'X-Forwarded-Scheme',
  'X-Forwarded-Ssl',
  'X-Forwarded-Uri',
  'X-Original-URL',
  'X-Rewrite-URL',
  'X-Original-Host',
  'X-Host',
  'X-Real-IP',
  'X-Client-IP',
  'True-Client-IP',
  'X-HTTP-Method-Override',
  'X-HTTP-Method',
  'X-Method-Override',
  'Front-End-Https',
  'X-Url-Scheme',
] as const;
