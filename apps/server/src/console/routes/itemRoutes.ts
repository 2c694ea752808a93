import { z } from 'zod';
import { auditEntryListSchema } from '@news/contract/console/auditSchemas';
import {
  bulkBodySchema,
  bulkResultSchema,
  createItemBodySchema,
  itemDetailSchema,
  itemListQuerySchema,
  itemPageSchema,
  livePostBodySchema,
  livePostListSchema,
  livePostSchema,
  revisionListSchema,
  saveItemBodySchema,
  scheduleBodySchema,
  siteOptionsSchema,
  versionBodySchema,
} from '@news/contract/console/itemSchemas';
import { idTextSchema } from '@news/contract/contentSchemas';
import { SITE_LANGS } from '@news/contract/sites';
import type { EditorialService } from '../../services/editorial/EditorialService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { actionResultOf, itemDetailOf } from '../consoleViews.ts';
import type { PreviewRenderer } from '../PreviewRenderer.ts';

const idParams = z.object({ id: idTextSchema });
const ITEM_BODY_LIMIT = 4 * 1024 * 1024;

/** Items of every type: lists, editing, the workflow, revisions, history, preview, live posts. */
export function itemRoutes(
  editorial: EditorialService,
  preview: PreviewRenderer,
): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/sites/:site/options',
      summary: 'What an item of the site can point at: its channels',
      access: 'content',
      params: z.object({ site: z.enum(SITE_LANGS) }),
      response: siteOptionsSchema,
      handler: ({ staff, params }) => editorial.siteOptions(staff, params.site),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/items',
      summary: 'Items of the staff member’s sites, newest change first, with filters',
      access: 'content',
      query: itemListQuerySchema,
      response: itemPageSchema,
      handler: ({ staff, query }) => editorial.list(staff, query),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items',
      summary: 'Create a draft of any type',
      access: 'content',
      bodyLimit: ITEM_BODY_LIMIT,
      body: createItemBodySchema,
      response: itemDetailSchema,
      handler: async ({ staff, body, lang }) =>
        itemDetailOf(await editorial.create(staff, body.document), lang),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items/bulk',
      summary: 'Publish or unpublish several items',
      access: 'content',
      body: bulkBodySchema,
      response: bulkResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(await editorial.bulk(staff, body.action, body.ids), lang),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/items/:id',
      summary: 'One item as the console edits it',
      access: 'content',
      params: idParams,
      response: itemDetailSchema,
      handler: async ({ staff, params, lang }) =>
        itemDetailOf(await editorial.get(staff, Number(params.id)), lang),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/items/:id',
      summary: 'Save an edit made from the given version (409 when someone saved since)',
      access: 'content',
      bodyLimit: ITEM_BODY_LIMIT,
      params: idParams,
      body: saveItemBodySchema,
      response: itemDetailSchema,
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.save(staff, Number(params.id), body.version, body.document),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items/:id/publish',
      summary: 'Publish now',
      access: 'content',
      params: idParams,
      body: versionBodySchema,
      response: itemDetailSchema,
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await editorial.publish(staff, Number(params.id), body.version), lang),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items/:id/schedule',
      summary: 'Publish at a later time',
      access: 'content',
      params: idParams,
      body: scheduleBodySchema,
      response: itemDetailSchema,
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.schedule(staff, Number(params.id), body.version, body.at),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items/:id/unpublish',
      summary: 'Take a published item down (a scheduled one back to draft)',
      access: 'content',
      params: idParams,
      body: versionBodySchema,
      response: itemDetailSchema,
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(await editorial.unpublish(staff, Number(params.id), body.version), lang),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/items/:id/revisions',
      summary: 'Every saved state of the item, newest first',
      access: 'content',
      params: idParams,
      response: revisionListSchema,
      handler: ({ staff, params }) => editorial.revisions(staff, Number(params.id)),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items/:id/revisions/:revision/restore',
      summary: 'Make an earlier revision the item’s content again',
      access: 'content',
      params: z.object({ id: idTextSchema, revision: idTextSchema }),
      body: versionBodySchema,
      response: itemDetailSchema,
      handler: async ({ staff, params, body, lang }) =>
        itemDetailOf(
          await editorial.restore(staff, Number(params.id), Number(params.revision), body.version),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/items/:id/history',
      summary: 'Every change to the item: who, when, what, before and after',
      access: 'content',
      params: idParams,
      response: auditEntryListSchema,
      handler: ({ staff, params }) => editorial.history(staff, Number(params.id)),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/items/:id/preview',
      summary: 'The item as the reader app shows it (HTML, for a frame in the console)',
      access: 'content',
      params: idParams,
      query: z.object({ view: z.enum(['detail', 'feed']).default('detail') }),
      raw: true,
      handler: async ({ staff, params, query, reply }) => {
        const row = await editorial.previewRow(staff, Number(params.id));
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(await preview.render(row, query.view));
      },
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/items/:id/live-posts',
      summary: 'The host’s posts of a live broadcast, newest first',
      access: 'content',
      params: idParams,
      response: livePostListSchema,
      handler: ({ staff, params }) => editorial.livePosts(staff, Number(params.id)),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/items/:id/live-posts',
      summary: 'Post as the host during the broadcast (readers see it at once)',
      access: 'content',
      params: idParams,
      body: livePostBodySchema,
      response: livePostSchema,
      handler: ({ staff, params, body }) => editorial.addLivePost(staff, Number(params.id), body),
    }),
    defineConsoleRoute({
      method: 'DELETE',
      path: '/items/:id/live-posts/:postId',
      summary: 'Take a host post down',
      access: 'content',
      params: z.object({ id: idTextSchema, postId: idTextSchema }),
      response: z.null(),
      handler: async ({ staff, params }) => {
        await editorial.deleteLivePost(staff, Number(params.id), Number(params.postId));
        return null;
      },
    }),
  ];
}
