import { SITES } from '@news/contract/sites';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import { deviceIdOf, platformOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  cmsContentAppList,
  indexInit,
  cmsContentGetAppStartImg,
  cmsContentGetAppPopAd,
  cmsContentGetAppMemorialdayConfig,
  cmsContentGetAgreement,
  cmsCategoryGetAppSiteHabit,
  mdiyConfigGet,
  cmsContentGetAds,
  coCmsContentList,
  cmsContentCommonList,
  cmsContentCommonDetail,
  cmsContentHit,
  statisticsAccessStatisticsIn,
  wechatGetWechatShareData,
} from '@news/contract/endpoints/commonEndpoints';

export function commonRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(cmsContentAppList, {
      summary: 'Language config: the five sites with their ids and API bases',
      tag: 'common',
      cache: true,
      async handler() {
        const rows = await s.sites.list();
        const byId = new Map(rows.map((r) => [r.id, r]));
        return SITES.map((site) => ({
          id: site.id,
          lang: site.lang,
          appUrl: s.config.siteAppUrls[site.lang] ?? byId.get(site.id)?.app_url ?? '',
          name: site.nativeName,
        }));
      },
    }),
    defineRoute(indexInit, {
      summary:
        'Everything the app needs at start: site, channel tabs, switches, version, grey mode',
      tag: 'common',
      handler: ({ site, query }) => s.site.init(site, query.platform),
    }),
    defineRoute(cmsContentGetAppStartImg, {
      summary: 'The start image running now, with its link and display seconds (null when none)',
      tag: 'common',
      cache: true,
      handler: ({ site }) => s.site.startImage(site),
    }),
    defineRoute(cmsContentGetAppPopAd, {
      summary: 'The pop-up ad running now and how often one reader may see it (null when none)',
      tag: 'common',
      cache: true,
      handler: ({ site }) => s.site.popupAd(site),
    }),
    defineRoute(cmsContentGetAppMemorialdayConfig, {
      summary: 'Whether grey mode is on now (a memorial day is running)',
      tag: 'common',
      handler: ({ site }) => s.site.memorialDay(site),
    }),
    defineRoute(cmsContentGetAgreement, {
      summary:
        'The site’s user agreement (terms), privacy policy (privacy) or deactivation agreement (logoff) in force, with its version',
      tag: 'common',
      cache: true,
      handler: ({ site, query }) => s.agreements.current(site, query.type),
    }),
    defineRoute(cmsCategoryGetAppSiteHabit, {
      summary: 'The site’s default and busiest channels',
      tag: 'common',
      cache: true,
      handler: ({ site }) => s.site.siteHabit(site),
    }),
    defineRoute(mdiyConfigGet, {
      summary: 'Comment and like switches, and whether auto-login is on',
      tag: 'common',
      cache: true,
      handler: ({ site }) => s.site.switches(site),
    }),
    defineRoute(cmsContentGetAds, {
      summary: 'Ads running now at a position',
      tag: 'common',
      cache: true,
      handler: ({ site, query }) => s.site.ads(site, query.position),
    }),
    defineRoute(coCmsContentList, {
      readOnly: true,
      summary: 'Content of a channel (and optionally its child channels), newest first, paged',
      tag: 'content',
      handler: ({ site, body }) => s.content.list(site, body, body),
    }),
    defineRoute(cmsContentCommonList, {
      summary: 'Content by channel or publish type, newest first, paged',
      tag: 'content',
      cache: true,
      handler: ({ site, query }) => s.content.list(site, query, query),
    }),
    defineRoute(cmsContentCommonDetail, {
      summary: 'Any item by id, with its sanitised body HTML, pictures and related items',
      tag: 'content',
      cache: true,
      handler: ({ site, query }) => s.content.detail(site, query.id),
    }),
    defineRoute(cmsContentHit, {
      limits: ['hit.address'],
      summary: 'Counts a view (once per reader, or address, and item within a day)',
      tag: 'content',
      auth: 'optional',
      handler: ({ site, user, query, request }) =>
        s.content.hit(site, query.id, { readerId: user?.id, address: request.ip }),
    }),
    defineRoute(statisticsAccessStatisticsIn, {
      summary: 'Records a page view (fire and forget)',
      tag: 'common',
      limits: ['pageView.address'],
      async handler({ site, query, request }) {
        await s.site.recordAccess(
          site,
          query.page,
          query.contentId,
          deviceIdOf(request),
          platformOf(request),
        );
        return null;
      },
    }),
    defineRoute(wechatGetWechatShareData, {
      readOnly: true,
      summary: 'Share card data (title, description, image, link) for an item or a page',
      tag: 'common',
      handler: ({ site, body, request }) =>
        s.site.shareData(site, body, request.publicOrigin.origin),
    }),
  ];
}
