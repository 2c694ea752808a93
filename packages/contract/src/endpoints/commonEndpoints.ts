/*
 * The common calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { cmsContentAppList } from './common/cmsContentAppList.ts';
export { indexInit } from './common/indexInit.ts';
export { cmsContentGetAppStartImg } from './common/cmsContentGetAppStartImg.ts';
export { cmsContentGetAppPopAd } from './common/cmsContentGetAppPopAd.ts';
export { cmsContentGetAppMemorialdayConfig } from './common/cmsContentGetAppMemorialdayConfig.ts';
export { cmsContentGetAgreement } from './common/cmsContentGetAgreement.ts';
export { cmsCategoryGetAppSiteHabit } from './common/cmsCategoryGetAppSiteHabit.ts';
export { mdiyConfigGet } from './common/mdiyConfigGet.ts';
export { cmsContentGetAds } from './common/cmsContentGetAds.ts';
export { coCmsContentList } from './common/coCmsContentList.ts';
export { cmsContentCommonList } from './common/cmsContentCommonList.ts';
export { cmsContentCommonDetail } from './common/cmsContentCommonDetail.ts';
export { cmsContentHit } from './common/cmsContentHit.ts';
export { statisticsAccessStatisticsIn } from './common/statisticsAccessStatisticsIn.ts';
export { wechatGetWechatShareData } from './common/wechatGetWechatShareData.ts';
