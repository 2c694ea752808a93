/*
 * Following, tag and author pages and most read (issue 29), one module each so that a bundle
 * places every descriptor beside the code that calls it (docs/adr/0023).
 */
export { peopleFollowList } from './follow/peopleFollowList.ts';
export { peopleFollowSave } from './follow/peopleFollowSave.ts';
export { peopleFollowDelete } from './follow/peopleFollowDelete.ts';
export { peopleFollowMerge } from './follow/peopleFollowMerge.ts';
export { cmsContentFollowingList } from './follow/cmsContentFollowingList.ts';
export { cmsContentTagList } from './follow/cmsContentTagList.ts';
export { cmsContentAuthorList } from './follow/cmsContentAuthorList.ts';
export { cmsContentMostRead } from './follow/cmsContentMostRead.ts';
