import { z } from 'zod/mini';
import { SITE_LANGS, type SiteLang } from './sites.ts';

// Named in a module without zod: the arrival pages' first script reads them (docs/adr/0033).
export { LANG_COOKIE, SERVER_RENDER_ELEMENT_ID } from './serverRenderNames.ts';

export const serverRenderPayloadSchema = z.object({
  lang: z.enum(SITE_LANGS),
  /** The app route the HTML shows, with its query: `/` or `/pages/news-detail/news-detail?id=3&lang=en`. */
  route: z.string().check(z.startsWith('/')),
  /** API answers (`data` of the envelope) by the key the screen's data hook uses. */
  data: z.record(z.string(), z.unknown()),
});
export type ServerRenderPayload = z.output<typeof serverRenderPayloadSchema>;

/**
 * The keys under which screens keep their API answers. The server fills the same keys when it
 * renders a screen, so both sides build them here.
 */
export const dataKeys = {
  homeTop: (lang: SiteLang): string => `home:${lang}`,
  channels: (lang: SiteLang): string => `channels:${lang}`,
  newsDetail: (lang: SiteLang, id: string): string => `detail:${lang}:${id}`,
  videoDetail: (lang: SiteLang, id: string): string => `video:${lang}:${id}`,
  topicDetail: (lang: SiteLang, id: string): string => `topic:${lang}:${id}`,
  /** A broadcast's screen: the broadcast, the first page of its posts, its replay's segments. */
  liveDetail: (lang: SiteLang, id: string): string => `live:${lang}:${id}`,
  liveMessages: (lang: SiteLang, id: string): string => `liveMessages:${lang}:${id}`,
  liveSegments: (lang: SiteLang, id: string): string => `segments:${lang}:${id}`,
};

/** The home feed's first page is rendered with the banner and headlines in one answer. */
export const HOME_FIRST_PAGE_SIZE = 10;

/** A broadcast's first page of host posts and messages, newer ones polled after it. */
export const LIVE_MESSAGES_PAGE_SIZE = 50;
