/*
 * The mediaContent calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { cmsContentTujieList } from './mediaContent/cmsContentTujieList.ts';
export { cmsContentTujieDetail } from './mediaContent/cmsContentTujieDetail.ts';
export { cmsContentVideoList } from './mediaContent/cmsContentVideoList.ts';
export { cmsContentVideoDetail } from './mediaContent/cmsContentVideoDetail.ts';
export { cmsContentVideoCollectionList } from './mediaContent/cmsContentVideoCollectionList.ts';
export { cmsContentVideoCollectionCount } from './mediaContent/cmsContentVideoCollectionCount.ts';
export { cmsSpecialIndexList } from './mediaContent/cmsSpecialIndexList.ts';
export { cmsSpecialBannerList } from './mediaContent/cmsSpecialBannerList.ts';
export { cmsSpecialDetail } from './mediaContent/cmsSpecialDetail.ts';
