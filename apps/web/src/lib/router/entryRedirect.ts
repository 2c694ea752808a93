import { decodeSpm, type Spm } from '@news/contract/spm';
import type { RoutePath } from './routePaths.ts';

/** Where a share code without a page of its own lands. */
const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/pages/index/index'] satisfies RoutePath[]);

/** The page each share page code opens (1 default, 2 goods, 3 group activity; docs/api.md, Interactions). */
const SPM_PAGES: Record<number, RoutePath> = {
  1: '/pages/news-detail/news-detail',
  2: '/pages/h5-public-list/h5-public-list',
  3: '/pages/h5-public-list/h5-public-list',
};

export interface EntryRedirect {
  path: string;
  query: Record<string, string>;
  /** A share code to keep until the reader signs in. */
  spm?: Spm & { code: string };
}

/**
 * Entry handling (docs/product.md §2): `page` redirects to the decoded path, `custom_id` to the web
 * view with that id, `spm` to the shared page. Undefined when the entry needs no redirect.
 */
export function entryRedirect(
  query: URLSearchParams,
  /** The route the link already names, when the parameters came in a hash route's query. */
  currentPath = '/',
): EntryRedirect | undefined {
  const page = query.get('page');
  if (page) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(page);
    } catch {
      return undefined;
    }
    // Only app routes: a page parameter must never send the reader to another site.
    if (!decoded.startsWith('/') || decoded.startsWith('//')) return undefined;
    const [path = '/', search = ''] = decoded.split('?', 2);
    return { path, query: Object.fromEntries(new URLSearchParams(search)) };
  }
  const customId = query.get('custom_id');
  if (customId && /^\d{1,15}$/.test(customId))
    return { path: '/pages/index/webView', query: { id: customId } };
  const code = query.get('spm');
  if (code) {
    const spm = decodeSpm(code);
    if (!spm) return undefined;
    // A shared link that already names its page (the share data's links do) stays on it, code
    // and all: the code is also kept for crediting the sharer when the reader signs in.
    if (!HOME_PATHS.has(currentPath))
      return { path: currentPath, query: Object.fromEntries(query), spm: { ...spm, code } };
    const path = SPM_PAGES[spm.pageCode] ?? '/pages/index/index';
    return {
      path,
      query: spm.pageId === '0' ? { spm: code } : { id: spm.pageId, spm: code },
      spm: { ...spm, code },
    };
  }
  return undefined;
}
