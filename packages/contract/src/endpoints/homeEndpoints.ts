/*
 * The home calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { cmsContentIndexList } from './home/cmsContentIndexList.ts';
export { cmsContentIndexColumnList } from './home/cmsContentIndexColumnList.ts';
export { cmsCategoryGetAppChannels } from './home/cmsCategoryGetAppChannels.ts';
export { cmsCategorySubList } from './home/cmsCategorySubList.ts';
export { cmsContentHeadLine } from './home/cmsContentHeadLine.ts';
