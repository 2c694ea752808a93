import { z } from 'zod/mini';
import {
  startImageInputSchema,
  popupInputSchema,
  adsInputSchema,
  memorialDaysInputSchema,
  hotWordsInputSchema,
  switchesInputSchema,
  versionInputSchema,
  channelsInputSchema,
  agreementInputSchema,
} from './siteSettingsSchemas.ts';
import { agreementParamsSchema, siteParamsSchema } from './consoleParams.ts';

/**
 * What each call of `siteSettingsEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const siteSettingsInputs = {
  getSitesBySiteSettings: { params: siteParamsSchema },
  putSitesBySiteStartImage: {
    params: siteParamsSchema,
    body: z.object({ startImage: z.nullable(startImageInputSchema) }),
  },
  putSitesBySitePopup: {
    params: siteParamsSchema,
    body: z.object({ popup: z.nullable(popupInputSchema) }),
  },
  putSitesBySiteAds: { params: siteParamsSchema, body: adsInputSchema },
  putSitesBySiteMemorialDays: { params: siteParamsSchema, body: memorialDaysInputSchema },
  putSitesBySiteHotWords: { params: siteParamsSchema, body: hotWordsInputSchema },
  putSitesBySiteSwitches: { params: siteParamsSchema, body: switchesInputSchema },
  postSitesBySiteVersions: { params: siteParamsSchema, body: versionInputSchema },
  putSitesBySiteChannels: { params: siteParamsSchema, body: channelsInputSchema },
  getSitesBySiteAgreementsByKind: { params: agreementParamsSchema },
  postSitesBySiteAgreementsByKind: { params: agreementParamsSchema, body: agreementInputSchema },
};
