export interface HashLocation {
  path: string;
  query: URLSearchParams;
}

/** `#/pages/news-detail/news-detail?id=3&lang=en` → path and query. */
export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', search = ''] = raw.split('?', 2);
  return { path: path.startsWith('/') ? path : `/${path}`, query: new URLSearchParams(search) };
}

export function buildHash(path: string, query: URLSearchParams | Record<string, string>): string {
  const search = (query instanceof URLSearchParams ? query : new URLSearchParams(query)).toString();
  return `#${path}${search ? `?${search}` : ''}`;
}
