/*
 * The siteSettings calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getSitesBySiteSettings } from './siteSettings/getSitesBySiteSettings.ts';
export { putSitesBySiteStartImage } from './siteSettings/putSitesBySiteStartImage.ts';
export { putSitesBySitePopup } from './siteSettings/putSitesBySitePopup.ts';
export { putSitesBySiteAds } from './siteSettings/putSitesBySiteAds.ts';
export { putSitesBySiteMemorialDays } from './siteSettings/putSitesBySiteMemorialDays.ts';
export { putSitesBySiteHotWords } from './siteSettings/putSitesBySiteHotWords.ts';
export { putSitesBySiteSwitches } from './siteSettings/putSitesBySiteSwitches.ts';
export { postSitesBySiteVersions } from './siteSettings/postSitesBySiteVersions.ts';
export { putSitesBySiteChannels } from './siteSettings/putSitesBySiteChannels.ts';
export { getSitesBySiteAgreementsByKind } from './siteSettings/getSitesBySiteAgreementsByKind.ts';
export { postSitesBySiteAgreementsByKind } from './siteSettings/postSitesBySiteAgreementsByKind.ts';
