import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roleCan,
  STAFF_ROLES,
  type Ability,
  type StaffRole,
} from '@news/contract/console/permissions';
import { siteSettingsSchema } from '@news/contract/console/siteSettingsSchemas';
import { itemDetailSchema, livePostSchema } from '@news/contract/console/itemSchemas';
import { oneTimePasswordSchema, totpSetupSchema } from '@news/contract/console/staffSchemas';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { createServices } from '../services/AppServices.ts';
import { MemoryShortLivedStore } from '../state/MemoryShortLivedStore.ts';
import { DirectoryMediaStore } from '../upload/DirectoryMediaStore.ts';
import { addStaff, ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { pngImage } from '../testing/imageFixtures.ts';
import { channelOf, documentOf } from '../testing/itemDocuments.ts';
import { makeTestVideo } from '../testing/makeTestVideo.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { consoleRoutes } from './consoleRoutes.ts';

type Who = StaffRole;
/** The site a call is about: the actor's own (en) or another (ru), or none (session, staff). */
type Site = 'own' | 'other' | 'none';
const SITE: Record<Exclude<Site, 'none'>, SiteLang> = { own: 'en', other: 'ru' };
/** A site every member of the matrix has besides its own: language versions join two sites. */
const SECOND_SITE: SiteLang = 'kr';

/** A breaking-news alert for an item (issue 29). */
const alertBody = (contentId: string) => ({
  contentId,
  title: 'Ferry service suspended',
  line: 'High winds: no sailings tonight.',
  breaking: true,
  subjects: [],
});

interface Call {
  path: string;
  body?: unknown;
}

/**
 * Every console route with what a valid call of it looks like: building one may make what it
 * needs first (an item of the site, a job, a throwaway account), as the admin. A route missing
 * from this table fails the test, so a new route cannot go unchecked.
 */
type CallFor = (site: SiteLang, setup: Setup, actor: ConsoleClient) => Call | Promise<Call>;

interface Setup {
  /**
   * An item of the site, made by `owner` where they may write there (a reporter reaches only
   * their own items), else by the admin; `state` moves it on as the admin.
   */
  item(
    site: SiteLang,
    type?: Parameters<typeof documentOf>[0],
    state?: 'draft' | 'published' | 'inReview',
    owner?: ConsoleClient,
  ): Promise<{ id: string; version: number }>;
  /** A draft translated by the admin from an item of SECOND_SITE into the site: its id. */
  translation(site: SiteLang): Promise<string>;
  job(site: SiteLang): Promise<string>;
  staffMember(): Promise<string>;
  upload(kind: 'image' | 'video'): FormData;
  /** A picture of the site's media library (uploaded by an admin): its id. */
  picture(site: SiteLang): Promise<string>;
  /** A reader registered on the site, in a status. */
  reader(site: SiteLang, status?: string): Promise<string>;
  /** A comment on a published item of the site, by a reader of the site. */
  comment(site: SiteLang, status?: string): Promise<string>;
  /** A comment of the site with a reader's report: its target key. */
  report(site: SiteLang): Promise<string>;
  feedback(site: SiteLang): Promise<string>;
}

describe.each(embeddedEngine())('who may call each console route, on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let dir: string;
  let video: Buffer;
  let admin: ConsoleClient;
  const clients = new Map<Who, ConsoleClient>();
  let counter = 0;
  const next = (): number => (counter += 1);

  const setup: Setup = {
    async item(site, type = 'TUWEN', state = 'draft', owner = admin) {
      const channel = await channelOf(database, site, type === 'SHIPING' ? 'video' : undefined);
      const body = {
        document: documentOf(type, site, channel, { title: `Item ${String(next())}` }),
      };
      const own = await owner.call('POST', '/items', body);
      const created = itemDetailSchema.parse(
        (own.status === 200 ? own : await admin.call('POST', '/items', body)).body.data,
      );
      if (state === 'draft') return created;
      const act = state === 'published' ? 'publish' : 'submit';
      return itemDetailSchema.parse(
        (await admin.call('POST', `/items/${created.id}/${act}`, { version: created.version })).body
          .data,
      );
    },
    async translation(site) {
      const source = await setup.item(SECOND_SITE);
      const made = itemDetailSchema.parse(
        (await admin.call('POST', `/items/${source.id}/translations`, { site })).body.data,
      );
      return made.id;
    },
    async job(site) {
      const now = new Date().toISOString();
      const { id } = await database.db
        .insertInto('video_jobs')
        .values({
          site_id: siteByLang(site).id,
          content_id: null,
          source_path: '/nowhere',
          source_name: 'a.mp4',
          source_bytes: 1,
          state: 'queued',
          stage: 'queued',
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(id);
    },
    async staffMember() {
      const created = oneTimePasswordSchema.parse(
        (
          await admin.call('POST', '/staff', {
            username: `member${String(next())}`,
            role: 'editor',
            sites: ['ja'],
          })
        ).body.data,
      );
      return created.staff.id;
    },
    async reader(site, status = 'active') {
      const now = new Date().toISOString();
      const { id } = await database.db
        .insertInto('users')
        .values({
          username: `reader${String(next())}`,
          password_hash: 'not a hash',
          status,
          site_id: siteByLang(site).id,
          created_at: now,
          updated_at: now,
          deactivation_requested_at: status === 'deactivating' ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(id);
    },
    async comment(site, status = 'visible') {
      const siteId = siteByLang(site).id;
      const userId = Number(await setup.reader(site));
      const item = await database.db
        .selectFrom('content')
        .select('id')
        .where('site_id', '=', siteId)
        .where('status', '=', 'published')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { id } = await database.db
        .insertInto('comments')
        .values({
          site_id: siteId,
          content_id: item.id,
          user_id: userId,
          parent_id: null,
          reply_to_user_id: null,
          body: `Comment ${String(next())}`,
          status,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(id);
    },
    async report(site) {
      const commentId = await setup.comment(site);
      await database.db
        .insertInto('reports')
        .values({
          user_id: Number(await setup.reader(site)),
          site_id: siteByLang(site).id,
          target_type: 'comment',
          target_id: Number(commentId),
          reason: 'spamAd',
          created_at: new Date().toISOString(),
        })
        .execute();
      return `comment:${commentId}`;
    },
    async feedback(site) {
      const { id } = await database.db
        .insertInto('feedback')
        .values({
          user_id: Number(await setup.reader(site)),
          site_id: siteByLang(site).id,
          body: 'The ferry timetable is out of date.',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(id);
    },
    upload(kind) {
      const form = new FormData();
      if (kind === 'image')
        form.append(
          'file',
          new Blob([pngImage({ width: 4, height: 3 })], { type: 'image/png' }),
          'a.png',
        );
      else form.append('file', new Blob([video], { type: 'video/mp4' }), 'a.mp4');
      return form;
    },
    async picture(site) {
      const form = new FormData();
      const bytes = pngImage({ width: 5, height: 3 });
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'b.png');
      const uploaded = await admin.call<{ url: string }>(
        'POST',
        `/uploads/images?site=${site}`,
        form,
      );
      const found = await admin.call<{ items: { id: string }[] }>('POST', '/pictures/lookup', {
        site,
        urls: [uploaded.body.data.url],
      });
      return found.body.data.items[0]?.id ?? '0';
    },
  };

  /**
   * `hidden`: a row of another site answers as a missing one (404) to staff of other sites, so
   * that its existence says nothing (the media library's pictures).
   */
  const table: Record<string, { site: boolean; hidden?: boolean; call: CallFor }> = {
    'DELETE /session': { site: false, call: () => ({ path: '/session' }) },
    'POST /session/password': {
      site: false,
      call: () => ({
        path: '/session/password',
        body: {
          currentPassword: 'correct horse battery staple',
          newPassword: 'a brand new passphrase',
        },
      }),
    },
    'POST /session/totp/setup': {
      site: false,
      call: () => ({
        path: '/session/totp/setup',
        body: { password: 'correct horse battery staple' },
      }),
    },
    'POST /session/totp/enable': {
      site: false,
      call: async (_site, _setup, actor) => {
        const started = totpSetupSchema.parse(
          (
            await actor.call('POST', '/session/totp/setup', {
              password: 'correct horse battery staple',
            })
          ).body.data,
        );
        const code = new TOTP({ secret: Secret.fromBase32(started.secret) }).generate();
        return {
          path: '/session/totp/enable',
          body: { code, password: 'correct horse battery staple' },
        };
      },
    },
    'POST /session/totp/disable': {
      site: false,
      call: () => ({
        path: '/session/totp/disable',
        body: { password: 'correct horse battery staple' },
      }),
    },
    'GET /staff': { site: false, call: () => ({ path: '/staff' }) },
    'POST /staff': {
      site: false,
      call: () => ({
        path: '/staff',
        body: { username: `new${String(next())}`, role: 'editor', sites: ['en'] },
      }),
    },
    'PUT /staff/:id': {
      site: false,
      call: async (_s, s) => ({
        path: `/staff/${await s.staffMember()}`,
        body: { role: 'moderator', sites: ['en'] },
      }),
    },
    'DELETE /staff/:id': {
      site: false,
      call: async (_s, s) => ({ path: `/staff/${await s.staffMember()}` }),
    },
    'POST /staff/:id/password': {
      site: false,
      call: async (_s, s) => ({ path: `/staff/${await s.staffMember()}/password` }),
    },
    'GET /sites/:site/options': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/options` }),
    },
    'GET /items': { site: true, call: (site) => ({ path: `/items?site=${site}` }) },
    'POST /items': {
      site: true,
      call: async (site) => ({
        path: '/items',
        body: { document: documentOf('TUWEN', site, await channelOf(database, site)) },
      }),
    },
    'POST /items/bulk': {
      site: true,
      call: async (site, s) => ({
        path: '/items/bulk',
        body: { action: 'publish', ids: [(await s.item(site)).id] },
      }),
    },
    'GET /items/:id': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}`,
      }),
    },
    'PUT /items/:id': {
      site: true,
      call: async (site, s, actor) => {
        const item = await s.item(site, 'TUWEN', 'draft', actor);
        return {
          path: `/items/${item.id}`,
          body: {
            version: item.version,
            document: documentOf('TUWEN', site, await channelOf(database, site), {
              title: 'Changed',
            }),
          },
        };
      },
    },
    'POST /items/:id/publish': {
      site: true,
      call: async (site, s) => {
        const item = await s.item(site);
        return { path: `/items/${item.id}/publish`, body: { version: item.version } };
      },
    },
    'POST /items/:id/schedule': {
      site: true,
      call: async (site, s) => {
        const item = await s.item(site);
        return {
          path: `/items/${item.id}/schedule`,
          body: { version: item.version, at: new Date(Date.now() + 86_400_000).toISOString() },
        };
      },
    },
    'POST /items/:id/unpublish': {
      site: true,
      call: async (site, s) => {
        const item = await s.item(site, 'TUWEN', 'published');
        return { path: `/items/${item.id}/unpublish`, body: { version: item.version } };
      },
    },
    'POST /items/:id/submit': {
      site: true,
      call: async (site, s, actor) => {
        const item = await s.item(site, 'TUWEN', 'draft', actor);
        return { path: `/items/${item.id}/submit`, body: { version: item.version } };
      },
    },
    'POST /items/:id/approve': {
      site: true,
      call: async (site, s) => {
        const item = await s.item(site, 'TUWEN', 'inReview');
        return { path: `/items/${item.id}/approve`, body: { version: item.version } };
      },
    },
    'POST /items/:id/request-changes': {
      site: true,
      call: async (site, s) => {
        const item = await s.item(site, 'TUWEN', 'inReview');
        return {
          path: `/items/${item.id}/request-changes`,
          body: { version: item.version, note: 'Check the figures.' },
        };
      },
    },
    'PUT /items/:id/embargo': {
      site: true,
      call: async (site, s, actor) => {
        const item = await s.item(site, 'TUWEN', 'draft', actor);
        return {
          path: `/items/${item.id}/embargo`,
          body: { version: item.version, until: new Date(Date.now() + 86_400_000).toISOString() },
        };
      },
    },
    'GET /review/counts': { site: true, call: (site) => ({ path: `/review/counts?site=${site}` }) },
    // On a published item, which every role of the site may open (a draft's notes are for
    // those who may open the draft: noteRoutes.test.ts).
    'GET /items/:id/notes': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'published', actor)).id}/notes`,
      }),
    },
    'POST /items/:id/notes': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'published', actor)).id}/notes`,
        body: { body: 'Check the quote with @matrix.editor.' },
      }),
    },
    'DELETE /items/:id/notes/:noteId': {
      site: true,
      call: async (site, s, actor) => {
        const item = await s.item(site, 'TUWEN', 'published', actor);
        const body = { body: `Note ${String(next())}` };
        // The actor's own note where they may write one; else the admin's (refused anyway).
        const own = await actor.call('POST', `/items/${item.id}/notes`, body);
        const note =
          own.status === 200 ? own : await admin.call('POST', `/items/${item.id}/notes`, body);
        const { id } = note.body.data as { id: string };
        return { path: `/items/${item.id}/notes/${id}` };
      },
    },
    'GET /items/:id/mentionable': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'published', actor)).id}/mentionable`,
      }),
    },
    'GET /mentions': { site: false, call: () => ({ path: '/mentions?unread=true' }) },
    'GET /mentions/count': { site: false, call: () => ({ path: '/mentions/count' }) },
    'POST /mentions/read': { site: false, call: () => ({ path: '/mentions/read', body: {} }) },
    'GET /items/:id/revisions': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/revisions`,
      }),
    },
    'POST /items/:id/revisions/:revision/restore': {
      site: true,
      call: async (site, s, actor) => {
        const item = await s.item(site, 'TUWEN', 'draft', actor);
        return { path: `/items/${item.id}/revisions/1/restore`, body: { version: item.version } };
      },
    },
    'GET /items/:id/history': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/history`,
      }),
    },
    'GET /items/:id/preview': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/preview`,
      }),
    },
    'GET /items/:id/presence/stream': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/presence/stream?tab=access-tab-1`,
      }),
    },
    'POST /items/:id/presence': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/presence`,
        body: { tab: 'access-tab-1' },
      }),
    },
    'POST /items/:id/presence/leave': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/presence/leave`,
        body: { tab: 'access-tab-1' },
      }),
    },
    'POST /items/:id/presence/takeover': {
      site: true,
      call: async (site, s, actor) => ({
        path: `/items/${(await s.item(site, 'TUWEN', 'draft', actor)).id}/presence/takeover`,
        body: { tab: 'access-tab-1', word: 'Mine' },
      }),
    },
    'GET /items/:id/live-posts': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${(await s.item(site, 'authPublishPlayback')).id}/live-posts`,
      }),
    },
    'POST /items/:id/live-posts': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${(await s.item(site, 'authPublishPlayback')).id}/live-posts`,
        body: { content: 'On air now', image: '' },
      }),
    },
    'DELETE /items/:id/live-posts/:postId': {
      site: true,
      call: async (site, s) => {
        const live = await s.item(site, 'authPublishPlayback');
        const post = livePostSchema.parse(
          (await admin.call('POST', `/items/${live.id}/live-posts`, { content: 'x', image: '' }))
            .body.data,
        );
        return { path: `/items/${live.id}/live-posts/${post.id}` };
      },
    },
    'GET /items/:id/ingest': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${(await s.item(site, 'authPublishPlayback')).id}/ingest`,
      }),
    },
    'POST /items/:id/ingest/key': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${(await s.item(site, 'authPublishPlayback')).id}/ingest/key`,
        body: {},
      }),
    },
    'POST /items/:id/ingest/chapters': {
      site: true,
      call: async (site, s) => {
        const live = await s.item(site, 'authPublishPlayback');
        // On air from an encoder, as the ingest node records it when one connects.
        await admin.call('GET', `/items/${live.id}/ingest`);
        await database.db
          .updateTable('live_ingests')
          .set({ state: 'live', on_air_since: new Date().toISOString() })
          .execute();
        return { path: `/items/${live.id}/ingest/chapters`, body: { title: 'Vote count' } };
      },
    },
    // Language versions link two sites' items: the second is on the site every writer of the
    // matrix also has (SECOND_SITE), so the route's own site decides the answer.
    'GET /items/:id/versions': {
      site: true,
      call: async (site, s) => ({ path: `/items/${(await s.item(site)).id}/versions` }),
    },
    'POST /items/:id/versions': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${(await s.item(site)).id}/versions`,
        body: { itemId: (await s.item(SECOND_SITE)).id },
      }),
    },
    'DELETE /items/:id/versions': {
      site: true,
      call: async (site, s) => {
        const item = await s.item(site);
        await admin.call('POST', `/items/${item.id}/versions`, {
          itemId: (await s.item(SECOND_SITE)).id,
        });
        return { path: `/items/${item.id}/versions` };
      },
    },
    'POST /items/:id/translations': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${(await s.item(site)).id}/translations`,
        body: { site: SECOND_SITE },
      }),
    },
    'GET /items/:id/source-changes': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${await s.translation(site)}/source-changes`,
      }),
    },
    'POST /items/:id/source-checked': {
      site: true,
      call: async (site, s) => ({
        path: `/items/${await s.translation(site)}/source-checked`,
        body: {},
      }),
    },
    'GET /versions/desk': {
      site: true,
      call: (site) => ({ path: `/versions/desk?from=${site}&to=${SECOND_SITE}` }),
    },
    'POST /uploads/images': {
      site: true,
      call: (site, s) => ({ path: `/uploads/images?site=${site}`, body: s.upload('image') }),
    },
    'GET /pictures': { site: true, call: (site) => ({ path: `/pictures?site=${site}` }) },
    'POST /pictures/lookup': {
      site: true,
      call: (site) => ({ path: '/pictures/lookup', body: { site, urls: [] } }),
    },
    'GET /pictures/:id': {
      site: true,
      hidden: true,
      call: async (site, s) => ({ path: `/pictures/${await s.picture(site)}` }),
    },
    'PUT /pictures/:id': {
      site: true,
      hidden: true,
      call: async (site, s) => ({
        path: `/pictures/${await s.picture(site)}`,
        body: { alt: 'A picture', caption: '', credit: '', focusX: 50, focusY: 50 },
      }),
    },
    'DELETE /pictures/:id': {
      site: true,
      hidden: true,
      call: async (site, s) => ({ path: `/pictures/${await s.picture(site)}` }),
    },
    'POST /uploads/videos': {
      site: true,
      call: (site, s) => ({ path: `/uploads/videos?site=${site}`, body: s.upload('video') }),
    },
    'GET /video-jobs/:id': {
      site: true,
      call: async (site, s) => ({ path: `/video-jobs/${await s.job(site)}` }),
    },
    'GET /dashboard': { site: true, call: (site) => ({ path: `/dashboard?site=${site}` }) },
    'GET /moderation/counts': {
      site: true,
      call: (site) => ({ path: `/moderation/counts?site=${site}` }),
    },
    'GET /registrations': { site: true, call: (site) => ({ path: `/registrations?site=${site}` }) },
    'POST /registrations/approve': {
      site: true,
      call: async (site, s) => ({
        path: '/registrations/approve',
        body: { ids: [await s.reader(site, 'pending')] },
      }),
    },
    'POST /registrations/reject': {
      site: true,
      call: async (site, s) => ({
        path: '/registrations/reject',
        body: { ids: [await s.reader(site, 'pending')], reason: 'Not a real name' },
      }),
    },
    'GET /comments': {
      site: true,
      call: (site) => ({ path: `/comments?queue=new&site=${site}` }),
    },
    'POST /comments/actions': {
      site: true,
      call: async (site, s) => ({
        path: '/comments/actions',
        body: { action: 'hide', ids: [await s.comment(site)] },
      }),
    },
    'GET /moderation/settings/:site': {
      site: true,
      call: (site) => ({ path: `/moderation/settings/${site}` }),
    },
    'PUT /moderation/settings/:site': {
      site: true,
      call: (site) => ({
        path: `/moderation/settings/${site}`,
        body: { premoderation: false, bannedWords: ['casino'] },
      }),
    },
    'PUT /moderation/items/:id': {
      site: true,
      call: async (site, s) => ({
        path: `/moderation/items/${(await s.item(site)).id}`,
        body: { on: true },
      }),
    },
    'GET /reports': { site: true, call: (site) => ({ path: `/reports?site=${site}` }) },
    'POST /reports/actions': {
      site: true,
      call: async (site, s) => ({
        path: '/reports/actions',
        body: { action: 'dismiss', targets: [await s.report(site)] },
      }),
    },
    'GET /feedback': { site: true, call: (site) => ({ path: `/feedback?site=${site}` }) },
    'POST /feedback/actions': {
      site: true,
      call: async (site, s) => ({
        path: '/feedback/actions',
        body: { action: 'handled', ids: [await s.feedback(site)] },
      }),
    },
    'POST /feedback/:id/answer': {
      site: true,
      call: async (site, s) => ({
        path: `/feedback/${await s.feedback(site)}/answer`,
        body: { body: 'Thank you: the timetable is fixed.' },
      }),
    },
    'GET /deactivations': { site: true, call: (site) => ({ path: `/deactivations?site=${site}` }) },
    'POST /deactivations/process': {
      site: true,
      call: async (site, s) => ({
        path: '/deactivations/process',
        body: { ids: [await s.reader(site, 'deactivating')] },
      }),
    },
    'GET /readers': { site: true, call: (site) => ({ path: `/readers?site=${site}` }) },
    'GET /readers/:id': {
      site: true,
      call: async (site, s) => ({ path: `/readers/${await s.reader(site)}` }),
    },
    'POST /readers/:id/suspend': {
      site: true,
      call: async (site, s) => ({
        path: `/readers/${await s.reader(site)}/suspend`,
        body: { reason: 'Spam in every thread' },
      }),
    },
    'POST /readers/:id/suspend-commenting': {
      site: true,
      call: async (site, s) => ({
        path: `/readers/${await s.reader(site)}/suspend-commenting`,
        body: { hours: 24, reason: 'Insults' },
      }),
    },
    'POST /readers/:id/restore': {
      site: true,
      call: async (site, s) => ({ path: `/readers/${await s.reader(site, 'suspended')}/restore` }),
    },
    'POST /readers/:id/end-sessions': {
      site: true,
      call: async (site, s) => ({ path: `/readers/${await s.reader(site)}/end-sessions` }),
    },
    'POST /readers/:id/message': {
      site: true,
      call: async (site, s) => ({
        path: `/readers/${await s.reader(site)}/message`,
        body: { body: 'Please keep to the topic.' },
      }),
    },
    'GET /sites/:site/alerts': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/alerts` }),
    },
    'POST /sites/:site/alerts/preview': {
      site: true,
      call: async (site, s) => ({
        path: `/sites/${site}/alerts/preview`,
        body: alertBody((await s.item(site, undefined, 'published')).id),
      }),
    },
    'POST /sites/:site/alerts': {
      site: true,
      call: async (site, s) => ({
        path: `/sites/${site}/alerts`,
        body: alertBody((await s.item(site, undefined, 'published')).id),
      }),
    },
    'GET /sites/:site/settings': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/settings` }),
    },
    'PUT /sites/:site/start-image': {
      site: true,
      call: (site) => ({
        path: `/sites/${site}/start-image`,
        body: {
          startImage: {
            title: 'Spring festival',
            description: '',
            img: '/media/editorial/start.png',
            url: '',
            startAt: '2026-01-01T00:00:00Z',
            endAt: '2036-01-01T00:00:00Z',
            displaySeconds: 3,
          },
        },
      }),
    },
    'PUT /sites/:site/popup': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/popup`, body: { popup: null } }),
    },
    'PUT /sites/:site/ads': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/ads`, body: { banner: [], feed: [] } }),
    },
    'PUT /sites/:site/memorial-days': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/memorial-days`, body: { days: [] } }),
    },
    'PUT /sites/:site/hot-words': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/hot-words`, body: { words: ['ferry', 'market'] } }),
    },
    'PUT /sites/:site/switches': {
      site: true,
      call: (site) => ({
        path: `/sites/${site}/switches`,
        body: { commentEnabled: true, likeEnabled: true, autoLogin: false },
      }),
    },
    'POST /sites/:site/versions': {
      site: true,
      call: (site) => ({
        path: `/sites/${site}/versions`,
        body: {
          platform: 'App',
          version: '1.6.3',
          versionCode: 165,
          notes: 'Faster start',
          url: 'https://example.com/app',
          isForce: false,
        },
      }),
    },
    'PUT /sites/:site/channels': {
      site: true,
      call: async (site) => {
        const current = siteSettingsSchema.parse(
          (await admin.get(`/sites/${site}/settings`)).body.data,
        );
        return {
          path: `/sites/${site}/channels`,
          body: { channels: current.channels.map(({ items: _items, ...channel }) => channel) },
        };
      },
    },
    'GET /sites/:site/agreements/:kind': {
      site: true,
      call: (site) => ({ path: `/sites/${site}/agreements/terms` }),
    },
    'POST /sites/:site/agreements/:kind': {
      site: true,
      call: (site) => ({
        path: `/sites/${site}/agreements/privacy`,
        body: { body: `Privacy policy, version of call ${String(next())}.` },
      }),
    },
    'GET /audit': { site: false, call: () => ({ path: '/audit' }) },
    'GET /audit/export.csv': { site: false, call: () => ({ path: '/audit/export.csv' }) },
  };

  /** Routes a call ends the actor's session or password on: made by an account of its own. */
  // Calls that end the session or change the account's password or second factor: each gets
  // a member of its own (a second factor left on would ask the shared members for its code).
  const SPENDS_ACCOUNT = new Set([
    'DELETE /session',
    'POST /session/password',
    'POST /session/totp/enable',
    'POST /session/totp/disable',
  ]);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-access-'));
    video = readFileSync(
      await makeTestVideo(dir, { seconds: 1, width: 64, height: 36, audio: false }),
    );
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru', SECOND_SITE]);
    // No video worker: the uploads here only need to be accepted, not transcoded.
    server = await startTestServer(database, {
      VIDEO_WORKER: 'false',
      // About who may call what, not how often (security/doorLimits.test.ts): the matrix signs
      // in dozens of staff from one address and sets up second factors again and again.
      RATE_LIMITS:
        'console.signIn.address=1000/60,console.password.staff=1000/900,console.secondFactor.staff=1000/900',
    });
    admin = await signedInStaff(server.baseUrl, database, 'matrix.admin', 'admin');
    clients.set('admin', admin);
    clients.set(
      'editor',
      await signedInStaff(server.baseUrl, database, 'matrix.editor', 'editor', ['en', SECOND_SITE]),
    );
    clients.set(
      'reporter',
      await signedInStaff(server.baseUrl, database, 'matrix.reporter', 'reporter', [
        'en',
        SECOND_SITE,
      ]),
    );
    clients.set(
      'moderator',
      await signedInStaff(server.baseUrl, database, 'matrix.moderator', 'moderator', [
        'en',
        SECOND_SITE,
      ]),
    );
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const routes = (): { key: string; access: string }[] =>
    consoleRoutes(
      createServices(
        server.config,
        database,
        new MemoryShortLivedStore(),
        new DirectoryMediaStore(join(dir, 'media')),
      ),
      undefined,
    )
      .filter((r) => r.access !== 'public')
      .map((r) => ({ key: `${r.method} ${r.path}`, access: r.access }));

  it('has a call for every route the console mounts', () => {
    expect(
      routes()
        .map((r) => r.key)
        .sort(),
    ).toEqual(Object.keys(table).sort());
  });

  /**
   * The rule: the role must have the route's ability (any signed-in staff member for
   * `signedIn` routes), and the site must be one of theirs — admins work on every site.
   */
  const expected = (access: string, who: Who, site: Site): 'allowed' | 'forbidden' => {
    if (access !== 'signedIn' && !roleCan(who, access as Ability)) return 'forbidden';
    return site === 'other' && who !== 'admin' ? 'forbidden' : 'allowed';
  };

  async function actor(key: string, who: Who): Promise<ConsoleClient> {
    if (!SPENDS_ACCOUNT.has(key)) return clients.get(who) as ConsoleClient;
    const role: StaffRole = who;
    return signedInStaff(
      server.baseUrl,
      database,
      `spent${String(next())}`,
      role,
      role === 'admin' ? [] : ['en', SECOND_SITE],
    );
  }

  it(
    'answers every route × role × own/other site as the roles allow: 403 where it must, and works where it may',
    { timeout: 300_000 },
    async () => {
      const outcomes: string[] = [];
      for (const route of routes()) {
        const row = table[route.key];
        if (!row) throw new Error(`no call for ${route.key}`);
        const sites: Site[] = row.site ? ['own', 'other'] : ['none'];
        for (const who of STAFF_ROLES)
          for (const site of sites) {
            const [method, path] = route.key.split(' ') as [string, string];
            const client = await actor(route.key, who);
            const call = await row.call(site === 'none' ? 'en' : SITE[site], setup, client);
            const answer = await client.call(method, call.path, call.body);
            const rule = expected(route.access, who, site);
            const want =
              row.hidden &&
              rule === 'forbidden' &&
              site === 'other' &&
              roleCan(who, route.access as Ability)
                ? 'hidden'
                : rule;
            const got =
              answer.status === 403
                ? 'forbidden'
                : answer.status === 404 && row.hidden
                  ? 'hidden'
                  : answer.status === 200
                    ? 'allowed'
                    : `status ${String(answer.status)} (${answer.body.msg})`;
            outcomes.push(
              `${method} ${path} as ${who} on ${site} site: ${got}${got === want ? '' : `, expected ${want}`}`,
            );
          }
      }
      expect(outcomes.filter((o) => o.includes('expected'))).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(100);
    },
  );

  it('refuses every call that changes something without the CSRF token', async () => {
    for (const route of routes().filter((r) => !r.key.startsWith('GET '))) {
      const [method] = route.key.split(' ') as [string];
      const row = table[route.key];
      if (!row) throw new Error(`no call for ${route.key}`);
      const call = await row.call('en', setup, admin);
      const answer = await admin.call(method, call.path, call.body, { csrf: false });
      expect(answer.status, route.key).toBe(403);
      expect(answer.body.reason, route.key).toBe('csrf');
    }
  });

  it('refuses every route to a session ended by sign-out, and to no session at all', async () => {
    const ended = await signedInStaff(server.baseUrl, database, 'signed.out', 'admin');
    const cookie = ended.cookie;
    const csrf = ended.csrf;
    expect((await ended.call('DELETE', '/session')).status).toBe(200);
    for (const route of routes()) {
      const [method] = route.key.split(' ') as [string];
      const row = table[route.key];
      if (!row) throw new Error(`no call for ${route.key}`);
      const call = await row.call('en', setup, admin);
      const replayed = new ConsoleClient(server.baseUrl);
      replayed.cookie = cookie;
      replayed.csrf = csrf;
      const answer = await replayed.call(method, call.path, call.body);
      expect(answer.status, route.key).toBe(401);
      const anonymous = await new ConsoleClient(server.baseUrl).call(method, call.path, call.body);
      expect(anonymous.status, route.key).toBe(401);
    }
  });

  it('stops a removed staff member at once, whatever session they had', async () => {
    const oneTime = await addStaff(database, 'leaving.editor', 'editor', ['en']);
    const leaving = new ConsoleClient(server.baseUrl);
    await leaving.firstSignIn('leaving.editor', oneTime, 'correct horse battery staple');
    const id = (
      await database.db
        .selectFrom('staff')
        .select('id')
        .where('username', '=', 'leaving.editor')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await admin.call('DELETE', `/staff/${String(id)}`)).status).toBe(200);
    expect((await leaving.get('/items')).status).toBe(401);
  });
});
