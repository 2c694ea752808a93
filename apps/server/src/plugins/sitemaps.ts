import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSiteLang, siteByLang, SITES, type SiteInfo } from '@news/contract/sites';
import { DomainError } from '../services/shared/DomainError.ts';
import { UNSHARED_CACHE_CONTROL } from '../edge/sharedCacheControl.ts';
import type { CacheBuild, ResponseCache } from '../http/ResponseCache.ts';
import { sendCachedDocument } from '../http/sendCachedDocument.ts';
import type { ContentLink } from '../repositories/ContentRepository.ts';
import type { SyndicationService } from '../services/reading/SyndicationService.ts';
import { shareUrl } from '../syndication/feedEntry.ts';
import { languageCode } from '../syndication/languageCode.ts';
import { robotsTxt } from '../syndication/robotsTxt.ts';
import { versionAlternates } from '../syndication/versionAlternates.ts';
import { newsUrlSet, sitemapIndex, urlSet, type SitemapUrl } from '../syndication/sitemapXml.ts';
import {
  newsSitemapPath,
  SITEMAP_INDEX_PATH,
  sitemapPath,
  subjectSharePath,
  subjectsSitemapPath,
} from '../syndication/syndicationPaths.ts';
import { sendNotFound } from './sendNotFound.ts';

const XML = 'application/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=300';

/** When an item last changed: its last edit, or its publication if that came later. */
function changedAt(link: ContentLink): number {
  return Math.max(Date.parse(link.updated_at), Date.parse(link.publish_date));
}

/** When anything a list of links shows last changed. */
function newest(links: readonly ContentLink[]): Date {
  return new Date(links.reduce((latest, link) => Math.max(latest, changedAt(link)), 0));
}

/**
 * The home pages of the five sites are one page in five languages: each lists the others as its
 * `hreflang` alternates, and `/` (which picks the reader's language) as the default. An item has
 * alternates only when it has published versions on other sites (issue 28, docs/adr/0025).
 */
function homeAlternates(origin: string): SitemapUrl['alternates'] {
  return [
    ...SITES.map((s) => ({ hreflang: s.locale, href: `${origin}/?lang=${s.lang}` })),
    { hreflang: 'x-default', href: `${origin}/` },
  ];
}

/**
 * The sitemaps of all five sites under one index, since they share one origin:
 * `/sitemap.xml` lists `/sitemaps/<lang>/<n>.xml` (the site's home and its items' share pages,
 * 10,000 to a file, newest first) and `/sitemaps/<lang>/news.xml` (Google's news sitemap: the
 * articles of the last two days) and `/sitemaps/<lang>/subjects.xml` (the share pages of the tags
 * and authors of its newest items, issue 29). `/robots.txt` points at them. Only published items are listed:
 * they are read with the reader API's own queries (SyndicationService).
 */
export function registerSitemaps(
  app: FastifyInstance,
  syndication: SyndicationService,
  cache: ResponseCache,
): void {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    type: string,
    build: (origin: string) => Promise<CacheBuild>,
  ): Promise<FastifyReply> => {
    const { origin, cacheable } = request.publicOrigin;
    const document = await cache.through(cacheable ? `sitemap:${origin}${path}` : undefined, () =>
      build(origin),
    );
    return sendCachedDocument(request, reply, document, {
      type,
      cacheControl: cacheable ? CACHE_CONTROL : UNSHARED_CACHE_CONTROL,
    });
  };

  app.get('/robots.txt', (request, reply) =>
    send(request, reply, '/robots.txt', 'text/plain; charset=utf-8', (origin) =>
      Promise.resolve(
        robotsTxt([
          `${origin}${SITEMAP_INDEX_PATH}`,
          ...SITES.map((s) => `${origin}${newsSitemapPath(s.lang)}`),
        ]),
      ),
    ),
  );

  app.get(SITEMAP_INDEX_PATH, (request, reply) =>
    send(request, reply, SITEMAP_INDEX_PATH, XML, async (origin) => {
      const perSite = await Promise.all(
        SITES.map(async (site) => {
          // The first file always exists: it holds the site's home page.
          const pages = Math.max(1, await syndication.sitemapPageCount(site));
          return [
            ...Array.from({ length: pages }, (_, i) => `${origin}${sitemapPath(site.lang, i + 1)}`),
            `${origin}${newsSitemapPath(site.lang)}`,
            `${origin}${subjectsSitemapPath(site.lang)}`,
          ];
        }),
      );
      return sitemapIndex(perSite.flat());
    }),
  );

  app.get<{ Params: { lang: string; file: string } }>(
    '/sitemaps/:lang/:file',
    async (request, reply) => {
      const { lang, file } = request.params;
      if (!isSiteLang(lang)) return sendNotFound(reply, lang);
      const site = siteByLang(lang);
      if (file === 'news.xml')
        return send(request, reply, newsSitemapPath(lang), XML, (origin) =>
          newsSitemap(syndication, site, origin),
        );
      if (file === 'subjects.xml')
        return send(request, reply, subjectsSitemapPath(lang), XML, (origin) =>
          subjectsSitemap(syndication, site, origin),
        );
      const page = Number(/^([1-9]\d{0,5})\.xml$/.exec(file)?.[1] ?? Number.NaN);
      if (!Number.isInteger(page)) return sendNotFound(reply, lang);
      try {
        return await send(request, reply, sitemapPath(lang, page), XML, (origin) =>
          itemsSitemap(syndication, site, page, origin),
        );
      } catch (error) {
        if (error instanceof DomainError) return sendNotFound(reply, lang);
        throw error;
      }
    },
  );
}

/** One file of a site's sitemap: the home page first in the first file, then share pages. */
async function itemsSitemap(
  syndication: SyndicationService,
  site: SiteInfo,
  page: number,
  origin: string,
): Promise<CacheBuild> {
  const links = await syndication.sitemapLinks(site, page);
  if (page > 1 && links.length === 0) throw DomainError.refused('error.noData');
  const versions = await syndication.versionsOf(links.map((l) => l.id));
  const home = { loc: `${origin}/?lang=${site.lang}`, alternates: homeAlternates(origin) };
  return {
    body: urlSet([
      ...(page === 1 ? [home] : []),
      ...links.map((l) => ({
        loc: shareUrl(origin, site, l.id),
        lastmod: new Date(changedAt(l)),
        alternates: versionAlternates(versions.get(l.id) ?? [], origin),
      })),
    ]),
    lastModified: newest(links),
  };
}

async function newsSitemap(
  syndication: SyndicationService,
  site: SiteInfo,
  origin: string,
): Promise<CacheBuild> {
  const links = await syndication.newsLinks(site);
  return {
    body: newsUrlSet(
      links.map((l) => ({
        loc: shareUrl(origin, site, l.id),
        publicationName: site.name,
        language: languageCode(site),
        publicationDate: new Date(l.publish_date),
        title: l.title,
      })),
    ),
    lastModified: newest(links),
  };
}

/** The share pages of the tags and authors of the site's newest items (issue 29). */
async function subjectsSitemap(
  syndication: SyndicationService,
  site: SiteInfo,
  origin: string,
): Promise<CacheBuild> {
  const subjects = await syndication.subjectLinks(site);
  return {
    body: urlSet(
      subjects.map(({ subject, changed }) => ({
        loc: `${origin}${subjectSharePath(site.lang, subject)}`,
        lastmod: changed,
      })),
    ),
    lastModified: new Date(Math.max(0, ...subjects.map((s) => s.changed.getTime()))),
  };
}
