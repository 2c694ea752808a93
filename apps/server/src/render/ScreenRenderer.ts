import { idTextSchema } from '@news/contract/contentSchemas';
import {
  dataKeys,
  HOME_FIRST_PAGE_SIZE,
  LIVE_MESSAGES_PAGE_SIZE,
  type ServerRenderPayload,
} from '@news/contract/serverRender';
import type { SiteInfo } from '@news/contract/sites';
import type { CachedResponse, ResponseCache } from '../http/ResponseCache.ts';
import { translate } from '../i18n/serverMessages.ts';
import type { AppServices } from '../services/AppServices.ts';
import type { AppDocument } from './AppDocument.ts';
import type { AppRenderer } from './loadAppRenderer.ts';

/** What an item's screen needs beside its route: the page's head as a link preview sees it. */
interface ItemPage {
  /** The item's app route with its query (`lang`, `spm`), from the share data. */
  route: string;
  title: string;
  description: string;
  /** Open Graph and canonical elements, already escaped. */
  head: string;
  /** Who asks, as the API tells readers apart (`deviceIdOf`): a broadcast's answer counts their view. */
  reader: string;
}

/**
 * The first screens new readers arrive on, rendered on the server with the app's own components
 * (its server entry) from the same answers the API gives: `/` (the home feed) and an item's
 * screen (the share pages). Home is kept like a public API read, in the same short-lived cache,
 * so writes that change public reads empty it too.
 */
export class ScreenRenderer {
  constructor(
    private readonly app: AppRenderer,
    private readonly document: AppDocument,
    private readonly services: AppServices,
    private readonly cache: ResponseCache,
  ) {}

  async home(site: SiteInfo): Promise<CachedResponse> {
    return this.cache.through(`page:/:${site.lang}`, async () => {
      const [top, channels] = await Promise.all([
        this.services.home.indexList(site, { pageNo: 1, pageSize: HOME_FIRST_PAGE_SIZE }),
        this.services.home.channels(site),
      ]);
      const payload: ServerRenderPayload = {
        lang: site.lang,
        route: '/',
        data: json({
          [dataKeys.homeTop(site.lang)]: top,
          [dataKeys.channels(site.lang)]: channels,
        }),
      };
      return this.document.render({
        payload,
        appHtml: await this.app.renderApp(payload),
        title: site.name,
        description: translate(site.lang, 'page.homeDescription'),
      });
    });
  }

  /** An item's screen at its route, with the answers the screen starts from. */
  async item(site: SiteInfo, id: string, page: ItemPage): Promise<string> {
    const payload: ServerRenderPayload = {
      lang: site.lang,
      route: page.route,
      data: json(await this.itemData(site, id, page)),
    };
    return this.document.render({
      payload,
      appHtml: await this.app.renderApp(payload),
      title: page.title,
      description: page.description,
      head: page.head,
    });
  }

  /**
   * The API answers the item's screen shows first, by its data hooks' keys. A topic's and a
   * broadcast's screens are of the topic and the broadcast their route names, not of the item.
   */
  private async itemData(
    site: SiteInfo,
    id: string,
    page: ItemPage,
  ): Promise<Record<string, unknown>> {
    const [path = '', query = ''] = page.route.split('?', 2);
    const named = new URLSearchParams(query).get('id') ?? '';
    if (path === '/pages/video/video-detail1')
      return { [dataKeys.videoDetail(site.lang, id)]: await this.services.video.detail(site, id) };
    if (ITEM_SCREENS.has(path))
      return { [dataKeys.newsDetail(site.lang, id)]: await this.services.content.detail(site, id) };
    // A route without a usable id shows the screen's own "not found", as in the app.
    if (!idTextSchema.safeParse(named).success) return {};
    if (TOPIC_SCREENS.has(path))
      return {
        [dataKeys.topicDetail(site.lang, named)]: await this.services.topics.detail(site, named),
      };
    if (LIVE_SCREENS.has(path)) return this.liveData(site, named, page.reader);
    return {};
  }

  /** A broadcast as its screen first shows it: with its posts, and a replay's segments. */
  private async liveData(
    site: SiteInfo,
    id: string,
    reader: string,
  ): Promise<Record<string, unknown>> {
    const [detail, messages] = await Promise.all([
      this.services.live.detail(site, id, reader),
      this.services.live.messages(site, id, undefined, LIVE_MESSAGES_PAGE_SIZE),
    ]);
    return {
      [dataKeys.liveDetail(site.lang, id)]: detail,
      [dataKeys.liveMessages(site.lang, id)]: messages,
      // Only a replay shows them; a screen that comes to show them later asks for them then.
      ...(detail.status === 'playback'
        ? {
            [dataKeys.liveSegments(site.lang, id)]: await this.services.live.backPlayList(site, id),
          }
        : {}),
    };
  }

  /**
   * A screen rendered from answers the caller gives, uncached: the console's preview of an item
   * that readers cannot fetch yet (a draft), shown exactly as the app's first render of it.
   */
  async render(
    site: SiteInfo,
    route: string,
    data: Record<string, unknown>,
    title: string,
  ): Promise<string> {
    const payload: ServerRenderPayload = { lang: site.lang, route, data: json(data) };
    return this.document.render({
      payload,
      appHtml: await this.app.renderApp(payload),
      title,
      description: '',
    });
  }
}

/** Screens that show an item from the content detail answer. */
const ITEM_SCREENS = new Set([
  '/pages/news-detail/news-detail',
  '/pages/tu-shuo/detail',
  '/pages/tu-jie/detail',
]);

/** Both routes of a topic's screen, and both of a broadcast's (the live and its replay). */
const TOPIC_SCREENS = new Set(['/pages/topic/topic-detail-h5', '/pages/topic/topic-detail']);
const LIVE_SCREENS = new Set(['/pages/live/detail', '/pages/auth-publish/playback']);

/** The answers as the API sends them: what JSON makes of the services' values (dates, undefined). */
function json(data: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
