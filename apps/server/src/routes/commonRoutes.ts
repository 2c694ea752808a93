import { z } from 'zod';
import {
  accessStatisticsQuerySchema,
  adSchema,
  adsQuerySchema,
  hitQuerySchema,
  hitResultSchema,
  initQuerySchema,
  initSchema,
  memorialDaySchema,
  popupAdSchema,
  shareDataQuerySchema,
  shareDataSchema,
  siteHabitSchema,
  siteSwitchesSchema,
  startImageSchema,
} from '@news/contract/commonSchemas';
import {
  contentDetailSchema,
  contentIdQuerySchema,
  contentListQuerySchema,
  contentPageSchema,
} from '@news/contract/contentSchemas';
import { agreementQuerySchema, agreementSchema } from '@news/contract/agreementSchemas';
import { languageConfigSchema } from '@news/contract/languageEntry';
import { SITES } from '@news/contract/sites';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import { deviceIdOf, originOf, platformOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';

const noInput = z.object({}).loose();

export function commonRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/cms/content/appList',
      summary: 'Language config: the five sites with their ids and API bases',
      tag: 'common',
      cache: true,
      query: noInput,
      response: languageConfigSchema,
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
    defineRoute({
      method: 'GET',
      path: '/index/init',
      summary:
        'Everything the app needs at start: site, channel tabs, switches, version, grey mode',
      tag: 'common',
      query: initQuerySchema,
      response: initSchema,
      handler: ({ site, query }) => s.site.init(site, query.platform),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/getAppStartImg',
      summary: 'The start image running now, with its link and display seconds (null when none)',
      tag: 'common',
      cache: true,
      query: noInput,
      response: startImageSchema,
      handler: ({ site }) => s.site.startImage(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/getAppPopAd',
      summary: 'The pop-up ad running now and how often one reader may see it (null when none)',
      tag: 'common',
      cache: true,
      query: noInput,
      response: popupAdSchema,
      handler: ({ site }) => s.site.popupAd(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/getAppMemorialdayConfig',
      summary: 'Whether grey mode is on now (a memorial day is running)',
      tag: 'common',
      query: noInput,
      response: memorialDaySchema,
      handler: ({ site }) => s.site.memorialDay(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/getAgreement',
      summary:
        'The site’s user agreement (terms), privacy policy (privacy) or deactivation agreement (logoff) in force, with its version',
      tag: 'common',
      cache: true,
      query: agreementQuerySchema,
      response: agreementSchema,
      handler: ({ site, query }) => s.agreements.current(site, query.type),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/category/getAppSiteHabit',
      summary: 'The site’s default and busiest channels',
      tag: 'common',
      cache: true,
      query: noInput,
      response: siteHabitSchema,
      handler: ({ site }) => s.site.siteHabit(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/mdiy/config/get.do',
      summary: 'Comment and like switches, and whether auto-login is on',
      tag: 'common',
      cache: true,
      query: noInput,
      response: siteSwitchesSchema,
      handler: ({ site }) => s.site.switches(site),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/getAds',
      summary: 'Ads running now at a position',
      tag: 'common',
      cache: true,
      query: adsQuerySchema,
      response: z.array(adSchema),
      handler: ({ site, query }) => s.site.ads(site, query.position),
    }),
    defineRoute({
      method: 'POST',
      path: '/co/cms/content/list.do',
      summary: 'Content of a channel (and optionally its child channels), newest first, paged',
      tag: 'content',
      body: contentListQuerySchema,
      response: contentPageSchema,
      handler: ({ site, body }) => s.content.list(site, body, body),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/commonList',
      summary: 'Content by channel or publish type, newest first, paged',
      tag: 'content',
      cache: true,
      query: contentListQuerySchema,
      response: contentPageSchema,
      handler: ({ site, query }) => s.content.list(site, query, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/commonDetail',
      summary: 'Any item by id, with its sanitised body HTML, pictures and related items',
      tag: 'content',
      cache: true,
      query: contentIdQuerySchema,
      response: contentDetailSchema,
      handler: ({ site, query }) => s.content.detail(site, query.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/cms/content/hit',
      summary: 'Counts a view (once per reader, or address, and item within a day)',
      tag: 'content',
      auth: 'optional',
      query: hitQuerySchema,
      response: hitResultSchema,
      handler: ({ site, user, query, request }) =>
        s.content.hit(site, query.id, { readerId: user?.id, address: request.ip }),
    }),
    defineRoute({
      method: 'GET',
      path: '/statistics/accessStatistics/in.do',
      summary: 'Records a page view (fire and forget)',
      tag: 'common',
      query: accessStatisticsQuerySchema,
      response: z.null(),
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
    defineRoute({
      method: 'POST',
      path: '/wechat/getWechatShareData',
      summary: 'Share card data (title, description, image, link) for an item or a page',
      tag: 'common',
      body: shareDataQuerySchema,
      response: shareDataSchema,
      handler: ({ site, body, request }) => s.site.shareData(site, body, originOf(request)),
    }),
  ];
}
