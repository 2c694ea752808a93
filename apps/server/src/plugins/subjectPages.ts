import type { FastifyInstance } from 'fastify';
import { isSiteLang, siteByLang, type SiteInfo } from '@news/contract/sites';
import { escapeHtml } from '../content/escapeHtml.ts';
import { compressAnswer } from '../http/compressAnswer.ts';
import { translate } from '../i18n/serverMessages.ts';
import { siteHead } from '../render/siteHead.ts';
import { DomainError } from '../services/shared/DomainError.ts';
import type { FeedSubject, SyndicationService } from '../services/reading/SyndicationService.ts';
import { toFeedDocument } from '../syndication/feedDocument.ts';
import { subjectSharePath } from '../syndication/syndicationPaths.ts';
import { subjectOf } from './feeds.ts';
import { pageCacheControl } from './sharePages.ts';
import { sendNotFound } from './sendNotFound.ts';

/** Items a tag's or author's page lists: the newest, like the first screens of the app's page. */
export const SUBJECT_PAGE_SIZE = 30;

/** The app's own page of the subject: where a person goes on to read and follow. */
function appRoute(site: SiteInfo, subject: FeedSubject): string {
  const query = new URLSearchParams({ [subject.kind]: subject.value, lang: site.lang });
  return `/#/pages/follow/follow?${query.toString()}`;
}

/**
 * `/s/<lang>/tag/<tag>` and `/s/<lang>/author/<name>` (issue 29): a tag's or an author's listing
 * as a plain page to share and to index — its newest items linked to their share pages, its
 * RSS and Atom feeds, and a link on to the app's page of it (no automatic redirect, so a crawler
 * keeps this page as it is, and a reader sees what the link promised at once). A subject with no
 * published item is not found.
 */
export function registerSubjectPages(app: FastifyInstance, syndication: SyndicationService): void {
  for (const kind of ['tag', 'author'] as const)
    app.get<{ Params: { lang: string; value: string } }>(
      `/s/:lang/${kind}/:value`,
      async (request, reply) => {
        const { lang, value } = request.params;
        const subject = subjectOf(kind, value);
        if (!isSiteLang(lang) || !subject) return sendNotFound(reply, lang);
        const site = siteByLang(lang);
        const { origin, cacheable } = request.publicOrigin;
        try {
          const source = await syndication.subjectFeed(site, subject, SUBJECT_PAGE_SIZE);
          const html = subjectPage(site, subject, toFeedDocument(source, site, origin), origin);
          reply
            .type('text/html; charset=utf-8')
            .header('Cache-Control', pageCacheControl(cacheable));
          return await reply.send(compressAnswer(request, reply, html));
        } catch (error) {
          if (error instanceof DomainError) return sendNotFound(reply, lang);
          throw error;
        }
      },
    );
}

function subjectPage(
  site: SiteInfo,
  subject: FeedSubject,
  feed: ReturnType<typeof toFeedDocument>,
  origin: string,
): string {
  const e = escapeHtml;
  const canonical = `${origin}${subjectSharePath(site.lang, subject)}`;
  const heading = subject.kind === 'tag' ? `#${subject.value}` : subject.value;
  const items = feed.entries
    .map(
      (entry) =>
        `<li><a href="${e(entry.url)}">${e(entry.title)}</a>${
          entry.summary ? `<p>${e(entry.summary)}</p>` : ''
        }</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${e(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(feed.title)}</title>
<meta name="description" content="${e(feed.description)}">
${siteHead(site.lang)}
<link rel="canonical" href="${e(canonical)}">
<link rel="alternate" type="application/rss+xml" title="${e(feed.title)}" href="${e(feed.rssUrl)}">
<link rel="alternate" type="application/atom+xml" title="${e(feed.title)}" href="${e(feed.atomUrl)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${e(feed.siteName)}">
<meta property="og:title" content="${e(feed.title)}">
<meta property="og:description" content="${e(feed.description)}">
<meta property="og:url" content="${e(canonical)}">
<meta name="twitter:card" content="summary">
</head>
<body>
<h1>${e(heading)}</h1>
<p>${e(feed.description)}</p>
<p><a href="${e(appRoute(site, subject))}">${e(translate(site.lang, 'share.continue'))}</a></p>
<ul>
${items}
</ul>
<p><a href="${e(feed.rssUrl)}">RSS</a> · <a href="${e(feed.atomUrl)}">Atom</a></p>
</body>
</html>
`;
}
