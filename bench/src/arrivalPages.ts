import { shareDataSchema } from '@news/contract/commonSchemas';
import { contentPageSchema, type ContentItem } from '@news/contract/contentSchemas';
import { cmsContentCommonList } from '@news/contract/endpoints/common/cmsContentCommonList';
import { wechatGetWechatShareData } from '@news/contract/endpoints/common/wechatGetWechatShareData';
import { esAppSearch } from '@news/contract/endpoints/searchEndpoints';
import type { PublishType } from '@news/contract/publishTypes';
import { searchPageSchema } from '@news/contract/searchSchemas';
import { sharePath } from '@news/contract/sharePath';
import type { SiteLang } from '@news/contract/sites';
import { siteApi } from './siteApi.ts';

export interface ArrivalPage {
  name: string;
  lang: SiteLang;
  /** The route module whose first-load JavaScript is reported. */
  module: string;
  /** The address after the server's origin, as readers arrive at it. */
  path: string;
  /** The app route the page shows (a share page's, as the server names it). */
  route: string;
}

/** A page the demo cannot give in this language, and why: reported, not a failure. */
export interface MissingPage {
  name: string;
  lang: SiteLang;
  reason: string;
}

/**
 * The share page measured for each kind of content, in the order printed. A record over every
 * publish type, so a kind added to the contract cannot be left out of the benchmark unnoticed.
 */
const SHARE_PAGE_OF_KIND: Record<PublishType, string> = {
  TUWEN: 'news share',
  TUSHUO: 'picture story share',
  TUJIE: 'picture explainer share',
  SHIPING: 'video share',
  SHIPINGLIST: 'video collection share',
  authPublishPlayback: 'live share',
  SPECIAL: 'topic share',
};
const KINDS = Object.keys(SHARE_PAGE_OF_KIND) as PublishType[];

/**
 * The route module of each screen a share page can show (apps/web/src/routes/routeTable.ts). The
 * route comes from the server's share data, so a kind whose share page moves to a screen not
 * listed here stops the benchmark instead of being charged another screen's JavaScript.
 */
const MODULE_OF_ROUTE: Record<string, string> = {
  '/pages/news-detail/news-detail': 'src/routes/NewsDetailPage.tsx',
  '/pages/tu-shuo/detail': 'src/routes/GalleryPage.tsx',
  '/pages/tu-jie/detail': 'src/routes/GalleryPage.tsx',
  '/pages/video/video-detail1': 'src/routes/VideoDetailPage.tsx',
  '/pages/video/videoList': 'src/routes/ListPages.tsx',
  '/pages/auth-publish/playback': 'src/routes/LiveDetailPage.tsx',
  '/pages/topic/topic-detail-h5': 'src/routes/TopicDetailPage.tsx',
};

/** Every page name `BENCH_WEB_PAGES` may pick, in the order printed. */
export const ARRIVAL_PAGE_NAMES: readonly string[] = [
  'home',
  ...KINDS.map((kind) => SHARE_PAGE_OF_KIND[kind]),
  'photo share',
  'search',
];

/**
 * The item of a kind that a reader reaches through its share page, as the app's `contentTarget`
 * (apps/web/src/lib/openContent.ts) would open it: an ad or an out-link opens another site, and
 * a topic, a collection or a replay needs the id it opens.
 */
function sharedItem(row: ContentItem, kind: PublishType): boolean {
  if ((row.adsImg && row.adsUrl) || row.outLink) return false;
  switch (kind) {
    case 'SPECIAL':
      return row.specialId !== '';
    case 'SHIPINGLIST':
      return row.collectionId !== '';
    case 'authPublishPlayback':
      return row.liveId !== '';
    case 'TUWEN':
    case 'TUSHUO':
    case 'TUJIE':
    case 'SHIPING':
      return true;
  }
}

/**
 * A word of a title that the search finds, longest first: the search page is measured with
 * results on it, as a reader sees it after searching. Titles without spaces (Japanese) are tried
 * whole.
 */
async function searchWord(base: string, lang: SiteLang, title: string): Promise<string | null> {
  const words = title
    .split(/[\s,.:;!?'"«»“”()、。「」・！？]+/)
    .filter((w) => w.length > 1)
    .sort((a, b) => b.length - a.length);
  for (const keyword of [...new Set([...words, title])].map((w) => w.slice(0, 50))) {
    const found = await siteApi(
      base,
      lang,
      esAppSearch.path,
      searchPageSchema,
      { keyword },
      'POST',
    );
    if (found.total > 0) return keyword;
  }
  return null;
}

/**
 * An item's share page, with the screen the server shows on it as the server's share data names
 * it: what is measured is the page a shared link opens, not the one the benchmark expects.
 */
async function sharePage(
  base: string,
  lang: SiteLang,
  name: string,
  id: string,
): Promise<ArrivalPage> {
  const share = await siteApi(
    base,
    lang,
    wechatGetWechatShareData.path,
    shareDataSchema,
    { id },
    'POST',
  );
  const route = share.path.split('?', 1)[0] ?? '';
  const module = MODULE_OF_ROUTE[route];
  if (!module) throw new Error(`${name}: the share page shows ${route}, a screen not listed`);
  return { name, lang, module, path: sharePath(lang, id), route: share.path };
}

/**
 * The pages readers of one site arrive on, with real ids and a search word from the demo data
 * (never hard-coded): home, the share page of one item of every kind, the photo share (the item
 * `photoStory` names, when it was published) and search results.
 */
export async function arrivalPages(
  base: string,
  lang: SiteLang,
  photoStory: string | undefined,
): Promise<{ pages: ArrivalPage[]; missing: MissingPage[] }> {
  const langQuery = `lang=${encodeURIComponent(lang)}`;
  const pages: ArrivalPage[] = [
    { name: 'home', lang, module: 'src/routes/HomePage.tsx', path: `/?${langQuery}`, route: '/' },
  ];
  const missing: MissingPage[] = [];
  const titles: string[] = [];
  for (const kind of KINDS) {
    const name = SHARE_PAGE_OF_KIND[kind];
    const list = await siteApi(base, lang, cmsContentCommonList.path, contentPageSchema, {
      publishType: kind,
      pageSize: '20',
    });
    // A demo item, not the photo story published just before (the newest news item).
    const item = list.rows.find((row) => row.id !== photoStory && sharedItem(row, kind));
    if (!item) {
      missing.push({
        name,
        lang,
        reason: list.rows.length
          ? `no ${kind} item of the demo opens a share page of its own`
          : `the demo has no ${kind} item`,
      });
      continue;
    }
    pages.push(await sharePage(base, lang, name, item.id));
    titles.push(item.title);
  }
  if (photoStory) pages.push(await sharePage(base, lang, 'photo share', photoStory));
  let keyword: string | null = null;
  for (const title of titles) {
    keyword = await searchWord(base, lang, title);
    if (keyword !== null) break;
  }
  if (keyword === null)
    missing.push({
      name: 'search',
      lang,
      reason: 'the search finds no word of any title measured',
    });
  else {
    const route = `/pages/public/search?keyword=${encodeURIComponent(keyword)}&${langQuery}`;
    pages.push({
      name: 'search',
      lang,
      module: 'src/routes/SearchPage.tsx',
      path: `/#${route}`,
      route,
    });
  }
  return { pages, missing };
}
