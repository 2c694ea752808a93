import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSiteLang, siteByLang } from '@news/contract/sites';
import { DomainError } from '../services/shared/DomainError.ts';
import { UNSHARED_CACHE_CONTROL } from '../edge/sharedCacheControl.ts';
import type { ResponseCache } from '../http/ResponseCache.ts';
import { sendCachedDocument } from '../http/sendCachedDocument.ts';
import type {
  FeedSource,
  FeedSubject,
  SyndicationService,
} from '../services/reading/SyndicationService.ts';
import { atomFeed } from '../syndication/atomFeed.ts';
import { toFeedDocument } from '../syndication/feedDocument.ts';
import { rssFeed } from '../syndication/rssFeed.ts';
import { feedPath, subjectFeedPath, type FeedFormat } from '../syndication/syndicationPaths.ts';
import { AUTHOR_MAX, TAG_MAX } from '@news/contract/follows';
import { listKey, siteKey } from '../edge/surrogateKeys.ts';
import { sendNotFound } from './sendNotFound.ts';

const MEDIA_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** What a channel key may look like in an address (keys are slugs). */
const CHANNEL_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A tag or an author named in an address (already decoded): as long as the app's pages take, and
 * no control characters; anything else is not found.
 */
export function subjectOf(kind: FeedSubject['kind'], value: string): FeedSubject | undefined {
  const max = kind === 'tag' ? TAG_MAX : AUTHOR_MAX;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed !== value || value.length > max) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return { kind, value };
}

/** Feeds may be a few minutes old, like the share pages they link to. */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

/**
 * RSS 2.0 and Atom feeds of each site and of each of its channels:
 * `/feeds/<lang>/rss.xml`, `/feeds/<lang>/atom.xml`, `/feeds/<lang>/<channel>/rss.xml`,
 * `/feeds/<lang>/<channel>/atom.xml`; and of each tag and author, `/feeds/<lang>/tag/<tag>/rss.xml`,
 * `/feeds/<lang>/author/<name>/atom.xml` (issue 29). Each entry links to the item's share page, with absolute
 * addresses on the request's public origin (`request.publicOrigin`: one of PUBLIC_ORIGIN's, when set). Feeds are built at most once
 * per cache lifetime per origin, sent compressed, and answered with 304 when unchanged; one for
 * an origin past the few kept without PUBLIC_ORIGIN is kept by no cache.
 */
export function registerFeeds(
  app: FastifyInstance,
  syndication: SyndicationService,
  cache: ResponseCache,
): void {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    format: FeedFormat,
    lang: string,
    of: { channelKey?: string; subject?: FeedSubject } = {},
  ): Promise<FastifyReply> => {
    const { channelKey, subject } = of;
    if (!isSiteLang(lang) || (channelKey !== undefined && !CHANNEL_KEY.test(channelKey)))
      return sendNotFound(reply, lang);
    const site = siteByLang(lang);
    const { origin, cacheable } = request.publicOrigin;
    const path = subject
      ? subjectFeedPath(lang, format, subject)
      : feedPath(lang, format, channelKey);
    const source = (): Promise<FeedSource> =>
      subject ? syndication.subjectFeed(site, subject) : syndication.feed(site, channelKey);
    try {
      const feed = await cache.through(
        cacheable ? `feed:${origin}${path}` : undefined,
        async () => {
          const document = toFeedDocument(await source(), site, origin);
          return {
            body: format === 'rss' ? rssFeed(document) : atomFeed(document),
            lastModified: document.updated,
            // Titles and summaries, no counts: a reader's like or share leaves it kept.
            keys: [siteKey(lang), listKey(lang)],
          };
        },
      );
      return await sendCachedDocument(request, reply, feed, {
        type: MEDIA_TYPES[format],
        cacheControl: cacheable ? FEED_CACHE_CONTROL : UNSHARED_CACHE_CONTROL,
      });
    } catch (error) {
      // The only refusal here is a channel the site does not have, or a subject without items.
      if (error instanceof DomainError) return sendNotFound(reply, lang);
      throw error;
    }
  };

  for (const format of ['rss', 'atom'] as const) {
    app.get<{ Params: { lang: string } }>(`/feeds/:lang/${format}.xml`, (request, reply) =>
      send(request, reply, format, request.params.lang),
    );
    app.get<{ Params: { lang: string; channel: string } }>(
      `/feeds/:lang/:channel/${format}.xml`,
      (request, reply) =>
        send(request, reply, format, request.params.lang, { channelKey: request.params.channel }),
    );
    // A tag's and an author's feed (issue 29): the items of the app's tag and author pages.
    for (const kind of ['tag', 'author'] as const)
      app.get<{ Params: { lang: string; value: string } }>(
        `/feeds/:lang/${kind}/:value/${format}.xml`,
        (request, reply) => {
          const subject = subjectOf(kind, request.params.value);
          if (!subject) return sendNotFound(reply, request.params.lang);
          return send(request, reply, format, request.params.lang, { subject });
        },
      );
  }
}
