import { z } from 'zod';
import { AGREEMENT_KINDS } from '@news/contract/agreementSchemas';
import {
  adsInputSchema,
  agreementHistorySchema,
  agreementInputSchema,
  channelsInputSchema,
  hotWordsInputSchema,
  memorialDaysInputSchema,
  popupInputSchema,
  siteSettingsSchema,
  startImageInputSchema,
  switchesInputSchema,
  versionInputSchema,
} from '@news/contract/console/siteSettingsSchemas';
import { SITE_LANGS } from '@news/contract/sites';
import type { SiteSettingsService } from '../../services/site/SiteSettingsService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { moderatorOf } from '../../services/moderation/Moderator.ts';

const siteParams = z.object({ site: z.enum(SITE_LANGS) });
const agreementParams = z.object({ site: z.enum(SITE_LANGS), kind: z.enum(AGREEMENT_KINDS) });
const AGREEMENT_BODY_LIMIT = 512 * 1024;

/** A site's operations (admins): each part read with the rest, saved on its own, seen at once. */
export function siteSettingsRoutes(settings: SiteSettingsService): AnyConsoleRoute[] {
  const admin = moderatorOf;
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/sites/:site/settings',
      summary: 'Everything the reader app shows around the site’s content',
      access: 'siteSettings',
      params: siteParams,
      response: siteSettingsSchema,
      handler: ({ staff, params }) => settings.get(admin(staff, 'siteSettings'), params.site),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/start-image',
      summary: 'The start image and its seconds (null: none)',
      access: 'siteSettings',
      params: siteParams,
      body: z.object({ startImage: z.nullable(startImageInputSchema) }),
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setStartImage(admin(staff, 'siteSettings'), params.site, body.startImage),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/popup',
      summary: 'The pop-up ad and how often a reader sees it (null: none)',
      access: 'siteSettings',
      params: siteParams,
      body: z.object({ popup: z.nullable(popupInputSchema) }),
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setPopup(admin(staff, 'siteSettings'), params.site, body.popup),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/ads',
      summary: 'The banner ads over the home feed and the ads between its items',
      access: 'siteSettings',
      params: siteParams,
      body: adsInputSchema,
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setAds(admin(staff, 'siteSettings'), params.site, body),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/memorial-days',
      summary: 'Memorial days: the reader app is grey while one runs',
      access: 'siteSettings',
      params: siteParams,
      body: memorialDaysInputSchema,
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setMemorialDays(admin(staff, 'siteSettings'), params.site, body.days),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/hot-words',
      summary: 'The hot words search offers, in order',
      access: 'siteSettings',
      params: siteParams,
      body: hotWordsInputSchema,
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setHotWords(admin(staff, 'siteSettings'), params.site, body.words),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/switches',
      summary: 'Comments, likes and automatic sign-in on or off',
      access: 'siteSettings',
      params: siteParams,
      body: switchesInputSchema,
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setSwitches(admin(staff, 'siteSettings'), params.site, body),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/sites/:site/versions',
      summary: 'Offer a new version of the app on the site, with its upgrade notes',
      access: 'siteSettings',
      params: siteParams,
      body: versionInputSchema,
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setVersion(admin(staff, 'siteSettings'), params.site, body),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/sites/:site/channels',
      summary: 'The channels in order: renamed, moved, with city coordinates, and new ones',
      access: 'siteSettings',
      params: siteParams,
      body: channelsInputSchema,
      response: siteSettingsSchema,
      handler: ({ staff, params, body }) =>
        settings.setChannels(admin(staff, 'siteSettings'), params.site, body.channels),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/sites/:site/agreements/:kind',
      summary: 'Every version of an agreement text, newest first',
      access: 'siteSettings',
      params: agreementParams,
      response: agreementHistorySchema,
      handler: async ({ staff, params }) => ({
        kind: params.kind,
        versions: await settings.agreementHistory(
          admin(staff, 'siteSettings'),
          params.site,
          params.kind,
        ),
      }),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/sites/:site/agreements/:kind',
      summary: 'A new version of an agreement text; readers read it from now on',
      access: 'siteSettings',
      params: agreementParams,
      bodyLimit: AGREEMENT_BODY_LIMIT,
      body: agreementInputSchema,
      response: agreementHistorySchema,
      handler: async ({ staff, params, body }) => ({
        kind: params.kind,
        versions: await settings.saveAgreement(
          admin(staff, 'siteSettings'),
          params.site,
          params.kind,
          body.body,
        ),
      }),
    }),
  ];
}
