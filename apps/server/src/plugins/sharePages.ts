import type { FastifyInstance } from 'fastify';
import { idTextSchema } from '@news/contract/contentSchemas';
import type { PictureNote } from '@news/contract/contentSchemas';
import { parseImageField } from '@news/contract/imageField';
import {
  PICTURE_SHARE_CARD,
  pictureAddress,
  plainPictureUrl,
  shareCardUrl,
  type PictureAddress,
  cropSize,
} from '@news/contract/pictures';
import { isSiteLang, siteByLang, type SiteInfo, type SiteLang } from '@news/contract/sites';
import { DomainError } from '../services/shared/DomainError.ts';
import { UNSHARED_CACHE_CONTROL } from '../edge/sharedCacheControl.ts';
import { compressAnswer } from '../http/compressAnswer.ts';
import { deviceIdOf } from '../http/requestInfo.ts';
import { translate } from '../i18n/serverMessages.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import { scriptSafeJson } from '../render/AppDocument.ts';
import type { ScreenRenderer } from '../render/ScreenRenderer.ts';
import { siteHead } from '../render/siteHead.ts';
import type { ShareCardRenderer } from '../share/ShareCardRenderer.ts';
import type { SiteService } from '../services/site/SiteService.ts';
import type { SyndicatedItem, SyndicationService } from '../services/reading/SyndicationService.ts';
import { shareUrl, toFeedEntry } from '../syndication/feedEntry.ts';
import { itemJsonLd } from '../syndication/itemJsonLd.ts';
import { versionAlternates, type Alternate } from '../syndication/versionAlternates.ts';
import { iconPath } from '../webManifest/webManifest.ts';

interface ShareCard {
  site: SiteLang;
  lang: string;
  title: string;
  desc: string;
  image: string;
  /** The preview picture's size, when known (a processed picture's share card). */
  imageSize?: { width: number; height: number } | undefined;
  /** What the picture shows, for those who cannot see it (the media library's alt text). */
  imageAlt?: string | undefined;
  url: string;
  /** Where a person goes: the app's hash route. */
  target: string;
  siteName: string;
  continueLabel: string;
  /** The item's address without the sharer's code: the one search engines should keep. */
  canonicalUrl: string;
  /** schema.org structured data of the item, when it is an article or a video. */
  jsonLd?: Record<string, unknown> | undefined;
  /** The story's published versions, itself included, and `x-default` (issue 28); or none. */
  alternates?: readonly Alternate[] | undefined;
}

/**
 * The page's head as link previews and search engines read it: Open Graph and Twitter card
 * metadata, and the item's schema.org data as JSON-LD (a data block, which the CSP does not
 * treat as a script; `scriptSafeJson` keeps a `</script>` in a title from ending it).
 */
export function shareHead(card: ShareCard): string {
  const e = escapeHtml;
  const size = card.imageSize
    ? `
<meta property="og:image:width" content="${String(card.imageSize.width)}">
<meta property="og:image:height" content="${String(card.imageSize.height)}">`
    : '';
  const alt = card.imageAlt
    ? `
<meta property="og:image:alt" content="${e(card.imageAlt)}">
<meta name="twitter:image:alt" content="${e(card.imageAlt)}">`
    : '';
  const image = card.image
    ? `<meta property="og:image" content="${e(card.image)}">${size}
<meta name="twitter:image" content="${e(card.image)}">${alt}`
    : '';
  const jsonLd = card.jsonLd
    ? `<script type="application/ld+json">${scriptSafeJson(card.jsonLd)}</script>\n`
    : '';
  // Every version names every other and itself, so each alternate points back (issue 28).
  const alternates = (card.alternates ?? [])
    .map((a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}">\n`)
    .join('');
  return `<link rel="canonical" href="${e(card.canonicalUrl)}">
${alternates}<meta property="og:type" content="article">
<meta property="og:site_name" content="${e(card.siteName)}">
<meta property="og:title" content="${e(card.title)}">
<meta property="og:description" content="${e(card.desc)}">
<meta property="og:url" content="${e(card.url)}">
${image}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e(card.title)}">
<meta name="twitter:description" content="${e(card.desc)}">
${jsonLd}`;
}

/**
 * The share page when the web build has no server entry: the metadata, the title and summary,
 * and a meta refresh on to the item's route (the CSP allows no inline script).
 */
function renderSharePage(card: ShareCard): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(card.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(card.title)}</title>
<meta name="description" content="${e(card.desc)}">
${siteHead(card.site)}
${shareHead(card)}<meta http-equiv="refresh" content="0;url=${e(card.target)}">
</head>
<body>
<h1>${e(card.title)}</h1>
<p>${e(card.desc)}</p>
<p><a href="${e(card.target)}">${e(card.continueLabel)}</a></p>
</body>
</html>
`;
}

/**
 * `/s/<lang>/<id>`: the page a shared link points at. Link previews (messaging apps, social
 * sites) never see a hash route, so the page carries the item's title, description and picture
 * as Open Graph and Twitter card metadata; and it is the app itself at the item's route, with
 * the item's screen already in the HTML — readable without JavaScript, and taken over by the
 * app in place when it starts (no reload, no second fetch of the item).
 */
export function registerSharePages(
  app: FastifyInstance,
  site: SiteService,
  syndication: SyndicationService,
  screens: ScreenRenderer | undefined,
  cards: ShareCardRenderer,
): void {
  registerShareCards(app, site, cards);
  registerCorrectionsPage(app, syndication);
  app.get<{ Params: { lang: string; id: string }; Querystring: { spm?: string } }>(
    '/s/:lang/:id',
    async (request, reply) => {
      const { lang, id } = request.params;
      const { origin, cacheable } = request.publicOrigin;
      reply.type('text/html; charset=utf-8').header('Cache-Control', pageCacheControl(cacheable));
      if (!isSiteLang(lang)) return reply.status(404).send(notFoundPage('en'));
      const info = siteByLang(lang);
      if (!idTextSchema.safeParse(id).success) return reply.status(404).send(notFoundPage(lang));
      const spm = typeof request.query.spm === 'string' ? request.query.spm : undefined;
      try {
        const [card, item] = await Promise.all([
          site.shareData(info, { id, spm }, origin),
          syndication.item(info, id),
        ]);
        // A processed picture has a share card of its own, made for previews: 1200×630, around
        // the focal point the library holds (the address carries it).
        const picture = pictureAddress(card.image);
        const image = picture ? shareCardUrl(picture) : card.image;
        const coverNote = picture ? noteOfCover(item) : undefined;
        const page: ShareCard = {
          site: lang,
          lang: info.locale,
          title: card.title,
          desc: card.desc,
          image,
          // The centre's card is made at upload at the card's size; another point's is never
          // enlarged past the picture.
          imageSize: picture
            ? picture.focus
              ? cropSize(picture, 'og')
              : PICTURE_SHARE_CARD
            : undefined,
          imageAlt: coverNote?.alt || undefined,
          url: card.link,
          target: `/#${card.path}`,
          siteName: info.name,
          continueLabel: translate(lang, 'share.continue'),
          canonicalUrl: shareUrl(origin, info, Number(id)),
          jsonLd: structuredData(item, info, origin, image, cover(picture, coverNote)),
          alternates: versionAlternates(item.versions, origin),
        };
        if (!screens) return await reply.send(renderSharePage(page));
        let html: string;
        try {
          html = await screens.item(info, id, {
            route: card.path,
            title: card.title,
            description: card.desc,
            head: shareHead(page),
            reader: deviceIdOf(request),
          });
        } catch (error) {
          if (error instanceof DomainError) throw error;
          // The page that sends the reader on still works without the rendered screen.
          request.log.error({ err: error }, 'rendering a shared item failed');
          html = renderSharePage(page);
        }
        // The item's whole screen: worth compressing for the reader on a phone network.
        return await reply.send(compressAnswer(request, reply, html));
      } catch (error) {
        if (error instanceof DomainError) return reply.status(404).send(notFoundPage(lang));
        throw error;
      }
    },
  );
}

/**
 * Share, subject and corrections pages may be a few minutes old in browsers and are kept at
 * the edge; a page for an origin no cache may keep (`request.publicOrigin`) is kept by none.
 */
export function pageCacheControl(cacheable: boolean): string {
  return cacheable ? 'public, max-age=300' : UNSHARED_CACHE_CONTROL;
}

/** The media library's notes for the item's cover, when it has any. */
function noteOfCover(item: SyndicatedItem): PictureNote | undefined {
  const url = plainPictureUrl(parseImageField(item.row.img));
  return item.notes.find((note) => note.url === url);
}

/**
 * The cover for structured data: only a picture the library holds, since the crops it names are
 * made when a picture enters the library (and when its focal point is set).
 */
function cover(
  picture: PictureAddress | undefined,
  note: PictureNote | undefined,
): { picture: PictureAddress; note: PictureNote } | undefined {
  return picture && note ? { picture, note } : undefined;
}

/** The item's schema.org data, with the picture its previews show as the first image. */
function structuredData(
  item: SyndicatedItem,
  site: SiteInfo,
  origin: string,
  previewImage: string,
  coverPicture: { picture: PictureAddress; note: PictureNote } | undefined,
): Record<string, unknown> | undefined {
  return itemJsonLd(toFeedEntry(item, site, origin), {
    publishType: item.row.publish_type,
    locale: site.locale,
    siteName: site.name,
    logoUrl: `${origin}${iconPath('icon-512.png')}`,
    previewImage,
    section: item.row.category_title,
    cover: coverPicture,
  });
}

function notFoundPage(lang: SiteLang): string {
  const home = `/#/pages/index/index?lang=${lang}`;
  return `<!doctype html>
<html lang="${siteByLang(lang).locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(translate(lang, 'error.notFound'))}</title>
${siteHead(lang)}</head>
<body><h1>${escapeHtml(translate(lang, 'error.notFound'))}</h1>
<p><a href="${home}">${escapeHtml(translate(lang, 'share.continue'))}</a></p></body>
</html>
`;
}

/**
 * `/s/<lang>/corrections`: the site's public correction and update notes (issue 32), newest
 * first, each with its item's title linking to the item's share page: a page readers, search
 * engines and press councils can open without the app. Its static segment wins over `:id`.
 */
function registerCorrectionsPage(app: FastifyInstance, syndication: SyndicationService): void {
  app.get<{ Params: { lang: string } }>('/s/:lang/corrections', async (request, reply) => {
    const { lang } = request.params;
    const { origin, cacheable } = request.publicOrigin;
    reply.type('text/html; charset=utf-8').header('Cache-Control', pageCacheControl(cacheable));
    if (!isSiteLang(lang)) return reply.status(404).send(notFoundPage('en'));
    const info = siteByLang(lang);
    const rows = await syndication.correctionsOf(info);
    const e = escapeHtml;
    const title = translate(lang, 'corrections.title');
    const description = translate(lang, 'corrections.description', { site: info.name });
    const date = new Intl.DateTimeFormat(info.locale, { dateStyle: 'long', timeStyle: 'short' });
    const items = rows
      .map((row) => {
        const kind = translate(
          lang,
          row.kind === 'correction' ? 'correction.correction' : 'correction.update',
        );
        const at = new Date(row.created_at);
        return `<li><article>
<h2><a href="${e(shareUrl(origin, info, row.content_id))}">${e(row.title)}</a></h2>
<p><strong>${e(kind)}</strong> <time datetime="${e(at.toISOString())}">${e(date.format(at))}</time></p>
<p>${e(row.text)}</p>
</article></li>`;
      })
      .join('\n');
    const body =
      rows.length > 0
        ? `<ol>\n${items}\n</ol>`
        : `<p>${e(translate(lang, 'corrections.empty'))}</p>`;
    return reply.send(`<!doctype html>
<html lang="${e(info.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} – ${e(info.name)}</title>
<meta name="description" content="${e(description)}">
<link rel="canonical" href="${e(`${origin}/s/${lang}/corrections`)}">
${siteHead(lang)}
</head>
<body>
<h1>${e(title)}</h1>
<p>${e(description)}</p>
${body}
<p><a href="/#/pages/index/index?lang=${e(lang)}">${e(translate(lang, 'share.continue'))}</a></p>
</body>
</html>
`);
  });
}

/**
 * `/s/<lang>/<id>/card.png`: the item's share card, for previews of items whose picture they
 * cannot show. The `v` in the URL names the card's version: the current one is cached for a day,
 * an old one is answered with the current card, briefly.
 */
function registerShareCards(
  app: FastifyInstance,
  site: SiteService,
  cards: ShareCardRenderer,
): void {
  app.get<{ Params: { lang: string; id: string }; Querystring: { v?: string } }>(
    '/s/:lang/:id/card.png',
    async (request, reply) => {
      const { lang, id } = request.params;
      if (!isSiteLang(lang) || !idTextSchema.safeParse(id).success)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPage(isSiteLang(lang) ? lang : 'en'));
      try {
        const card = await site.shareCard(siteByLang(lang), id);
        const current = request.query.v === card.version;
        return await reply
          .type('image/png')
          .header('Cache-Control', current ? 'public, max-age=86400' : 'public, max-age=300')
          .send(await cards.card(card));
      } catch (error) {
        if (error instanceof DomainError)
          return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage(lang));
        throw error;
      }
    },
  );
}
