import { z } from 'zod/mini';
import {
  siteSettingsSchema,
  startImageInputSchema,
  popupInputSchema,
  adsInputSchema,
  memorialDaysInputSchema,
  hotWordsInputSchema,
  switchesInputSchema,
  versionInputSchema,
  channelsInputSchema,
  agreementHistorySchema,
  agreementInputSchema,
} from './siteSettingsSchemas.ts';
import { agreementParamsSchema, siteParamsSchema } from './consoleParams.ts';
import type { Endpoint } from '../endpoint.ts';

export const getSitesBySiteSettings = {
  method: 'GET',
  path: '/sites/:site/settings',
  params: siteParamsSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySiteStartImage = {
  method: 'PUT',
  path: '/sites/:site/start-image',
  params: siteParamsSchema,
  body: z.object({ startImage: z.nullable(startImageInputSchema) }),
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySitePopup = {
  method: 'PUT',
  path: '/sites/:site/popup',
  params: siteParamsSchema,
  body: z.object({ popup: z.nullable(popupInputSchema) }),
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySiteAds = {
  method: 'PUT',
  path: '/sites/:site/ads',
  params: siteParamsSchema,
  body: adsInputSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySiteMemorialDays = {
  method: 'PUT',
  path: '/sites/:site/memorial-days',
  params: siteParamsSchema,
  body: memorialDaysInputSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySiteHotWords = {
  method: 'PUT',
  path: '/sites/:site/hot-words',
  params: siteParamsSchema,
  body: hotWordsInputSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySiteSwitches = {
  method: 'PUT',
  path: '/sites/:site/switches',
  params: siteParamsSchema,
  body: switchesInputSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const postSitesBySiteVersions = {
  method: 'POST',
  path: '/sites/:site/versions',
  params: siteParamsSchema,
  body: versionInputSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const putSitesBySiteChannels = {
  method: 'PUT',
  path: '/sites/:site/channels',
  params: siteParamsSchema,
  body: channelsInputSchema,
  response: siteSettingsSchema,
} as const satisfies Endpoint;

export const getSitesBySiteAgreementsByKind = {
  method: 'GET',
  path: '/sites/:site/agreements/:kind',
  params: agreementParamsSchema,
  response: agreementHistorySchema,
} as const satisfies Endpoint;

export const postSitesBySiteAgreementsByKind = {
  method: 'POST',
  path: '/sites/:site/agreements/:kind',
  params: agreementParamsSchema,
  body: agreementInputSchema,
  response: agreementHistorySchema,
} as const satisfies Endpoint;
