import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSiteLang, siteByLang } from '@news/contract/sites';
import { DomainError } from '../services/shared/DomainError.ts';
import type { PublicOrigins } from '../http/PublicOrigins.ts';
import type { ResponseCache } from '../http/ResponseCache.ts';
import { sendCachedDocument } from '../http/sendCachedDocument.ts';
import type { SyndicationService } from '../services/reading/SyndicationService.ts';
import { atomFeed } from '../syndication/atomFeed.ts';
import { toFeedDocument } from '../syndication/feedDocument.ts';
import { rssFeed } from '../syndication/rssFeed.ts';
import { feedPath, type FeedFormat } from '../syndication/syndicationPaths.ts';
import { listKey, siteKey } from '../edge/surrogateKeys.ts';
import { sendNotFound } from './sendNotFound.ts';

const MEDIA_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** What a channel key may look like in an address (keys are slugs). */
const CHANNEL_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Feeds may be a few minutes old, like the share pages they link to. */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

/**
 * RSS 2.0 and Atom feeds of each site and of each of its channels:
 * `/feeds/<lang>/rss.xml`, `/feeds/<lang>/atom.xml`, `/feeds/<lang>/<channel>/rss.xml`,
 * `/feeds/<lang>/<channel>/atom.xml`. Each entry links to the item's share page, with absolute
 * addresses on the origin the request reached (one of PUBLIC_ORIGIN's, when set: `PublicOrigins`). Feeds are built at most once
 * per cache lifetime per origin, sent compressed, and answered with 304 when unchanged.
 */
export function registerFeeds(
  app: FastifyInstance,
  syndication: SyndicationService,
  cache: ResponseCache,
  origins: PublicOrigins,
): void {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    format: FeedFormat,
    lang: string,
    channelKey?: string,
  ): Promise<FastifyReply> => {
    if (!isSiteLang(lang) || (channelKey !== undefined && !CHANNEL_KEY.test(channelKey)))
      return sendNotFound(reply, lang);
    const site = siteByLang(lang);
    const { origin, cacheable } = origins.of(request);
    try {
      const feed = await cache.through(
        cacheable ? `feed:${origin}${feedPath(lang, format, channelKey)}` : undefined,
        async () => {
          const document = toFeedDocument(await syndication.feed(site, channelKey), site, origin);
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
        cacheControl: FEED_CACHE_CONTROL,
      });
    } catch (error) {
      // The only refusal here is a channel the site does not have.
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
      (request, reply) => send(request, reply, format, request.params.lang, request.params.channel),
    );
  }
}
