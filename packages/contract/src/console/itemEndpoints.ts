/*
 * The item calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getSitesBySiteOptions } from './item/getSitesBySiteOptions.ts';
export { getItems } from './item/getItems.ts';
export { postItems } from './item/postItems.ts';
export { postItemsBulk } from './item/postItemsBulk.ts';
export { getItemsById } from './item/getItemsById.ts';
export { putItemsById } from './item/putItemsById.ts';
export { postItemsByIdPublish } from './item/postItemsByIdPublish.ts';
export { postItemsByIdSchedule } from './item/postItemsByIdSchedule.ts';
export { postItemsByIdUnpublish } from './item/postItemsByIdUnpublish.ts';
export { postItemsByIdSubmit } from './item/postItemsByIdSubmit.ts';
export { postItemsByIdApprove } from './item/postItemsByIdApprove.ts';
export { postItemsByIdRequestChanges } from './item/postItemsByIdRequestChanges.ts';
export { putItemsByIdEmbargo } from './item/putItemsByIdEmbargo.ts';
export { getReviewCounts } from './item/getReviewCounts.ts';
export { getItemsByIdRevisions } from './item/getItemsByIdRevisions.ts';
export { postItemsByIdRevisionsByRevisionRestore } from './item/postItemsByIdRevisionsByRevisionRestore.ts';
export { getItemsByIdHistory } from './item/getItemsByIdHistory.ts';
export { getItemsByIdPreview } from './item/getItemsByIdPreview.ts';
export { getItemsByIdLivePosts } from './item/getItemsByIdLivePosts.ts';
export { postItemsByIdLivePosts } from './item/postItemsByIdLivePosts.ts';
export { deleteItemsByIdLivePostsByPostId } from './item/deleteItemsByIdLivePostsByPostId.ts';
