import type { EditorialService } from '../../services/editorial/EditorialService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { actionResultOf, itemDetailOf } from '../consoleViews.ts';
import type { PreviewRenderer } from '../PreviewRenderer.ts';
import {
  getSitesBySiteOptions,
  getItems,
  postItems,
  postItemsBulk,
  getItemsById,
  putItemsById,
  postItemsByIdPublish,
  postItemsByIdSchedule,
  postItemsByIdUnpublish,
  postItemsByIdSubmit,
  postItemsByIdApprove,
  postItemsByIdRequestChanges,
  putItemsByIdEmbargo,
  getReviewCounts,
  getItemsByIdRevisions,
  postItemsByIdRevisionsByRevisionRestore,
  getItemsByIdHistory,
  getItemsByIdPreview,
  getItemsByIdLivePosts,
  postItemsByIdLivePosts,
  deleteItemsByIdLivePostsByPostId,
} from '@news/contract/console/itemEndpoints';

const ITEM_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Items of every type: lists, editing, review, embargo, the workflow, revisions, history,
 * preview, live posts. Writing routes need `write` (reporters too); the service keeps reporters
 * to their own items.
 */
export function itemRoutes(
  editorial: EditorialService,
  preview: PreviewRenderer,
): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getSitesBySiteOptions, {
      summary: 'What an item of the site can point at: its channels',
      access: 'write',
      handler: ({ staff, params }) => editorial.siteOptions(staff, params.site),
    }),
    defineConsoleRoute(getItems, {
      summary: 'Items of the staff member’s sites, newest change first, with filters',
      access: 'write',
      handler: ({ staff, query }) => editorial.list(staff, query),
    }),
    defineConsoleRoute(postItems, {
      summary: 'Create a draft of any type',
      access: 'write',
      bodyLimit: ITEM_BODY_LIMIT,
      handler: async ({ staff, body, lang }) =>
        itemDetailOf(await editorial.create(staff, body.document), lang),
    }),
    defineConsoleRoute(postItemsBulk, {
      summary: 'Publish or unpublish several items',
      access: 'content',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(await editorial.bulk(staff, body.action, body.ids), lang),
    }),
    defineConsoleRoute(getItemsById, {
      summary: 'One item as the console edits it',
      access: 'write',
      handler: async ({ staff, params, lang }) =>
        itemDetailOf(await editorial.get(staff, Number(params.id)), lang),
    }),
    defineConsoleRoute(putItemsById, {
      summary: 'Save an edit made from the given version (409 when someone saved since)',
      access: 'write',
      bodyLimit: ITEM_BODY_LIMIT,
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.save(
            staff,
            Number(params.id),
            body.version,
            body.document,
            body.publicNote,
          ),
          lang,
        ),
    }),
    defineConsoleRoute(postItemsByIdPublish, {
      summary: 'Publish now',
      access: 'content',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await editorial.publish(staff, Number(params.id), body.version), lang),
    }),
    defineConsoleRoute(postItemsByIdSchedule, {
      summary: 'Publish at a later time',
      access: 'content',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.schedule(staff, Number(params.id), body.version, body.at),
          lang,
        ),
    }),
    defineConsoleRoute(postItemsByIdUnpublish, {
      summary: 'Take a published item down (a scheduled one back to draft)',
      access: 'content',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await editorial.unpublish(staff, Number(params.id), body.version), lang),
    }),
    defineConsoleRoute(postItemsByIdSubmit, {
      summary: 'Hand a draft (or an item sent back) in for review',
      access: 'write',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await editorial.submit(staff, Number(params.id), body.version), lang),
    }),
    defineConsoleRoute(postItemsByIdApprove, {
      summary: 'Approve an item in review (publishing it is a separate act)',
      access: 'content',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await editorial.approve(staff, Number(params.id), body.version), lang),
    }),
    defineConsoleRoute(postItemsByIdRequestChanges, {
      summary: 'Send an item in review back to its writer with a note',
      access: 'content',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.requestChanges(staff, Number(params.id), body.version, body.note),
          lang,
        ),
    }),
    defineConsoleRoute(putItemsByIdEmbargo, {
      summary: 'Set, move or lift the embargo before which nothing publishes the item',
      access: 'write',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.setEmbargo(staff, Number(params.id), body.version, body.until),
          lang,
        ),
    }),
    defineConsoleRoute(getReviewCounts, {
      summary: 'How many items wait in each review status (a reporter: of their own)',
      access: 'write',
      handler: ({ staff, query }) => editorial.reviewCounts(staff, query.site),
    }),
    defineConsoleRoute(getItemsByIdRevisions, {
      summary: 'Every saved state of the item, newest first',
      access: 'write',
      handler: ({ staff, params }) => editorial.revisions(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdRevisionsByRevisionRestore, {
      summary: 'Make an earlier revision the item’s content again',
      access: 'write',
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.restore(staff, Number(params.id), Number(params.revision), body.version),
          lang,
        ),
    }),
    defineConsoleRoute(getItemsByIdHistory, {
      summary: 'Every change to the item: who, when, what, before and after',
      access: 'write',
      handler: ({ staff, params }) => editorial.history(staff, Number(params.id)),
    }),
    defineConsoleRoute(getItemsByIdPreview, {
      summary: 'The item as the reader app shows it (HTML, for a frame in the console)',
      access: 'write',
      raw: true,
      handler: async ({ staff, params, query, reply }) => {
        const row = await editorial.previewRow(staff, Number(params.id));
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(await preview.render(row, query.view));
      },
    }),
    defineConsoleRoute(getItemsByIdLivePosts, {
      summary: 'The host’s posts of a live broadcast, newest first',
      access: 'content',
      handler: ({ staff, params }) => editorial.livePosts(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdLivePosts, {
      summary: 'Post as the host during the broadcast (readers see it at once)',
      access: 'content',
      handler: ({ staff, params, body }) => editorial.addLivePost(staff, Number(params.id), body),
    }),
    defineConsoleRoute(deleteItemsByIdLivePostsByPostId, {
      summary: 'Take a host post down',
      access: 'content',
      handler: async ({ staff, params }) => {
        await editorial.deleteLivePost(staff, Number(params.id), Number(params.postId));
        return null;
      },
    }),
  ];
}
