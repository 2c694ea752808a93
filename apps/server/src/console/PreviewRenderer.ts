import { dataKeys, HOME_FIRST_PAGE_SIZE } from '@news/contract/serverRender';
import { siteById, type SiteInfo } from '@news/contract/sites';
import { toContentItem } from '../mappers/contentMappers.ts';
import type { ScreenRenderer } from '../render/ScreenRenderer.ts';
import type { EditorialRow } from '../repositories/EditorialRepository.ts';
import type { AppServices } from '../services/AppServices.ts';
import { escapeHtml } from '../content/escapeHtml.ts';

export type PreviewView = 'detail' | 'feed';

const DETAIL_ROUTES: Partial<Record<string, string>> = {
  TUWEN: '/pages/news-detail/news-detail',
  TUSHUO: '/pages/tu-shuo/detail',
  TUJIE: '/pages/tu-jie/detail',
  SHIPING: '/pages/video/video-detail1',
};

/** Whether the reader app's server entry can show an item's own screen (others: in the feed). */
export function hasDetailPreview(publishType: string): boolean {
  return DETAIL_ROUTES[publishType] !== undefined;
}

/**
 * The preview of an item as the reader app shows it: the app's own server entry renders the
 * item's screen (or the home feed with the item on top) from the item as the console holds it,
 * whatever its status, with the app's stylesheets and without its scripts — the page the
 * reader's first render paints, framed in the console at a phone's size.
 */
export class PreviewRenderer {
  constructor(
    private readonly screens: ScreenRenderer | undefined,
    private readonly services: AppServices,
  ) {}

  async render(row: EditorialRow, view: PreviewView): Promise<string> {
    const site = siteById(row.site_id);
    if (!site) throw new Error(`unknown site ${String(row.site_id)}`);
    if (!this.screens) return unavailable(site);
    const detailRoute = DETAIL_ROUTES[row.publish_type];
    const html =
      view === 'detail' && detailRoute
        ? await this.detail(this.screens, site, row, detailRoute)
        : await this.feed(this.screens, site, row);
    return withoutScripts(html);
  }

  private async detail(
    screens: ScreenRenderer,
    site: SiteInfo,
    row: EditorialRow,
    path: string,
  ): Promise<string> {
    const id = String(row.id);
    const detail = await this.services.content.detailOf(row);
    const data =
      row.publish_type === 'SHIPING'
        ? {
            [dataKeys.videoDetail(site.lang, id)]: {
              video: detail,
              collection: null,
              playlist: [toContentItem(row)],
              previous: null,
              next: null,
            },
          }
        : { [dataKeys.newsDetail(site.lang, id)]: detail };
    return screens.render(site, `${path}?id=${id}&lang=${site.lang}`, data, row.title);
  }

  private async feed(screens: ScreenRenderer, site: SiteInfo, row: EditorialRow): Promise<string> {
    const [top, channels] = await Promise.all([
      this.services.home.indexList(site, { pageNo: 1, pageSize: HOME_FIRST_PAGE_SIZE }),
      this.services.home.channels(site),
    ]);
    const item = toContentItem(row);
    const rows = [item, ...top.feed.rows.filter((r) => r.id !== item.id)];
    return screens.render(
      site,
      '/',
      {
        [dataKeys.homeTop(site.lang)]: { ...top, feed: { ...top.feed, rows } },
        [dataKeys.channels(site.lang)]: channels,
      },
      row.title,
    );
  }
}

/** The app's scripts would start it and fetch the item, which readers (and so it) cannot see yet. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

function unavailable(site: SiteInfo): string {
  return `<!doctype html><html lang="${escapeHtml(site.locale)}"><head><meta charset="utf-8"><title>Preview</title></head><body><p>The reader app is not built here, so there is nothing to preview with. Run npm run build.</p></body></html>`;
}
