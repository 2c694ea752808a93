import type { SiteSettingsService } from '../../services/site/SiteSettingsService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { moderatorOf } from '../../services/moderation/Moderator.ts';
import {
  getSitesBySiteSettings,
  putSitesBySiteStartImage,
  putSitesBySitePopup,
  putSitesBySiteAds,
  putSitesBySiteMemorialDays,
  putSitesBySiteHotWords,
  putSitesBySiteSwitches,
  postSitesBySiteVersions,
  putSitesBySiteChannels,
  getSitesBySiteAgreementsByKind,
  postSitesBySiteAgreementsByKind,
} from '@news/contract/console/siteSettingsEndpoints';

const AGREEMENT_BODY_LIMIT = 512 * 1024;

/** A site's operations (admins): each part read with the rest, saved on its own, seen at once. */
export function siteSettingsRoutes(settings: SiteSettingsService): AnyConsoleRoute[] {
  const admin = moderatorOf;
  return [
    defineConsoleRoute(getSitesBySiteSettings, {
      summary: 'Everything the reader app shows around the site’s content',
      access: 'siteSettings',
      handler: ({ staff, params }) => settings.get(admin(staff, 'siteSettings'), params.site),
    }),
    defineConsoleRoute(putSitesBySiteStartImage, {
      summary: 'The start image and its seconds (null: none)',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setStartImage(admin(staff, 'siteSettings'), params.site, body.startImage),
    }),
    defineConsoleRoute(putSitesBySitePopup, {
      summary: 'The pop-up ad and how often a reader sees it (null: none)',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setPopup(admin(staff, 'siteSettings'), params.site, body.popup),
    }),
    defineConsoleRoute(putSitesBySiteAds, {
      summary: 'The banner ads over the home feed and the ads between its items',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setAds(admin(staff, 'siteSettings'), params.site, body),
    }),
    defineConsoleRoute(putSitesBySiteMemorialDays, {
      summary: 'Memorial days: the reader app is grey while one runs',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setMemorialDays(admin(staff, 'siteSettings'), params.site, body.days),
    }),
    defineConsoleRoute(putSitesBySiteHotWords, {
      summary: 'The hot words search offers, in order',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setHotWords(admin(staff, 'siteSettings'), params.site, body.words),
    }),
    defineConsoleRoute(putSitesBySiteSwitches, {
      summary: 'Comments, likes and automatic sign-in on or off',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setSwitches(admin(staff, 'siteSettings'), params.site, body),
    }),
    defineConsoleRoute(postSitesBySiteVersions, {
      summary: 'Offer a new version of the app on the site, with its upgrade notes',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setVersion(admin(staff, 'siteSettings'), params.site, body),
    }),
    defineConsoleRoute(putSitesBySiteChannels, {
      summary: 'The channels in order: renamed, moved, with city coordinates, and new ones',
      access: 'siteSettings',
      handler: ({ staff, params, body }) =>
        settings.setChannels(admin(staff, 'siteSettings'), params.site, body.channels),
    }),
    defineConsoleRoute(getSitesBySiteAgreementsByKind, {
      summary: 'Every version of an agreement text, newest first',
      access: 'siteSettings',
      handler: async ({ staff, params }) => ({
        kind: params.kind,
        versions: await settings.agreementHistory(
          admin(staff, 'siteSettings'),
          params.site,
          params.kind,
        ),
      }),
    }),
    defineConsoleRoute(postSitesBySiteAgreementsByKind, {
      summary: 'A new version of an agreement text; readers read it from now on',
      access: 'siteSettings',
      bodyLimit: AGREEMENT_BODY_LIMIT,
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
