import type { Kysely } from 'kysely';
import { can } from '@news/contract/console/permissions';
import type {
  BulkResult,
  ChannelOption,
  ItemDetail,
  ItemDocument,
  ItemPage,
  ItemStatus,
  ItemSummary,
  LivePost,
  Revision,
} from '@news/contract/console/itemSchemas';
import { itemDocumentSchema, ITEM_STATUSES } from '@news/contract/console/itemSchemas';
import type { AuditEntry } from '@news/contract/console/auditSchemas';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import type { Paging } from '@news/contract/envelope';
import { parseImageField } from '@news/contract/imageField';
import { isPublishType } from '@news/contract/publishTypes';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../console/AuditTrail.ts';
import { toAuditEntry } from '../console/auditEntries.ts';
import { ConsoleError } from '../console/ConsoleError.ts';
import { assertSiteId, type Moderator } from '../console/Moderator.ts';
import { consoleText } from '../console/consoleMessages.ts';
import { readDocument } from '../console/itemDocument.ts';
import { ItemWriter, publishProblem } from '../console/itemWriter.ts';
import { toVideoJob } from '../console/videoJobs.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { AuditRepository } from '../repositories/AuditRepository.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { EditorialRepository, type EditorialRow } from '../repositories/EditorialRepository.ts';
import { LinkedEntitiesRepository } from '../repositories/LinkedEntitiesRepository.ts';
import { RevisionsRepository } from '../repositories/RevisionsRepository.ts';
import { VideoJobsRepository } from '../repositories/VideoJobsRepository.ts';
import { itemChanged, type PublicChange } from './PublicChange.ts';
import { actorOf, siteIdsOf, siteLangOf, type StaffPrincipal } from './StaffService.ts';

function statusOf(value: string): ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value) ? (value as ItemStatus) : 'draft';
}

function toSummary(row: EditorialRow): ItemSummary {
  return {
    id: String(row.id),
    site: siteLangOf(row.site_id),
    publishType: isPublishType(row.publish_type) ? row.publish_type : 'TUWEN',
    title: row.title,
    status: statusOf(row.status),
    channelId: String(row.category_id),
    channelTitle: row.category_title,
    author: row.author,
    cover: parseImageField(row.img),
    publishDate: row.publish_date,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
    version: row.version,
  };
}

/**
 * The newsroom's work on items of every type: write, save with revisions, publish, schedule,
 * unpublish, restore. Every call checks the staff member's role and the item's site here, on
 * the server, whatever the console shows; every change is one transaction with its revision
 * and audit entry, so a refused or failed call leaves nothing half-saved; a change readers can
 * see empties the API's cache of public reads at once.
 */
export class EditorialService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly audit: AuditTrail,
    private readonly clock: () => Date,
    /** Tells the caches of public reads (the servers' own, the edge) what a write changed. */
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  private now(): string {
    return this.clock().toISOString();
  }

  private get db(): Kysely<Database> {
    return this.database.db;
  }

  /** Refuses (403) a staff member without content rights on the site. */
  private assertSite(staff: StaffPrincipal, site: SiteLang): void {
    if (!can(staff, 'content', site)) throw ConsoleError.forbidden('error.forbiddenSite', { site });
  }

  /** The item, once the staff member may work on its site; 404 when there is none. */
  private async item(
    db: Kysely<Database>,
    staff: StaffPrincipal,
    id: number,
  ): Promise<EditorialRow> {
    const row = await new EditorialRepository(db).find(id);
    if (!row) throw ConsoleError.notFound();
    this.assertSite(staff, siteLangOf(row.site_id));
    return row;
  }

  async siteOptions(staff: StaffPrincipal, site: SiteLang): Promise<{ channels: ChannelOption[] }> {
    this.assertSite(staff, site);
    const channels = await new CategoriesRepository(this.db).listAll(siteByLang(site).id);
    return {
      channels: channels.map((c) => ({
        id: String(c.id),
        title: c.title,
        kind: c.kind,
        parentId: c.parent_id === null ? '' : String(c.parent_id),
      })),
    };
  }

  async list(
    staff: StaffPrincipal,
    query: {
      site?: SiteLang | undefined;
      channelId?: string | undefined;
      publishType?: string | undefined;
      status?: ItemStatus | undefined;
      author?: string | undefined;
      q?: string | undefined;
    } & Paging,
  ): Promise<ItemPage> {
    if (query.site) this.assertSite(staff, query.site);
    const page = await new EditorialRepository(this.db).list(
      {
        siteIds: query.site ? [siteByLang(query.site).id] : siteIdsOf(staff),
        channelId: query.channelId === undefined ? undefined : Number(query.channelId),
        publishType: query.publishType,
        status: query.status,
        author: query.author,
        words: query.q,
      },
      query,
    );
    return {
      rows: page.rows.map(toSummary),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async get(staff: StaffPrincipal, id: number, lang: ConsoleLang): Promise<ItemDetail> {
    const row = await this.item(this.db, staff, id);
    return this.detail(this.db, row, lang);
  }

  private async detail(
    db: Kysely<Database>,
    row: EditorialRow,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    const document = await readDocument(db, row, siteLangOf(row.site_id));
    const jobId = document.publishType === 'SHIPING' ? document.video.jobId : '';
    const job = jobId ? await new VideoJobsRepository(db).find(Number(jobId)) : undefined;
    return {
      id: String(row.id),
      status: statusOf(row.status),
      version: row.version,
      publishDate: row.publish_date,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      createdBy: row.created_by_name,
      updatedBy: row.updated_by_name,
      document,
      videoJob: job ? toVideoJob(job, lang) : null,
    };
  }

  /** A new draft. */
  async create(
    staff: StaffPrincipal,
    document: ItemDocument,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    this.assertSite(staff, document.site);
    const siteId = siteByLang(document.site).id;
    const detail = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const id = await new ItemWriter(trx, this.database.dialect).insert({
        siteId,
        document,
        status: 'draft',
        publishDate: now,
        staffId: staff.id,
        now,
      });
      const row = await this.item(trx, staff, id);
      const created = await this.detail(trx, row, lang);
      await this.recordRevision(trx, staff, row, created.document, 'create');
      await this.audit.record(trx, actorOf(staff), {
        action: 'content.create',
        target: { type: 'content', id },
        siteId,
        after: { status: 'draft', document: created.document },
      });
      return created;
    });
    this.onPublicChange(itemChanged(siteId, Number(detail.id)));
    return detail;
  }

  /** Saves an edit made from `version`; a public item must stay publishable. */
  async save(
    staff: StaffPrincipal,
    id: number,
    version: number,
    document: ItemDocument,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    return this.write(staff, id, version, document, lang, 'save');
  }

  private async write(
    staff: StaffPrincipal,
    id: number,
    version: number,
    document: ItemDocument,
    lang: ConsoleLang,
    action: 'save' | 'restore',
    restoredRevision?: number,
  ): Promise<ItemDetail> {
    const detail = await this.db.transaction().execute(async (trx) => {
      const row = await this.item(trx, staff, id);
      if (document.site !== siteLangOf(row.site_id)) throw ConsoleError.refused('error.siteChange');
      const before = await readDocument(trx, row, document.site);
      if (row.status === 'published' || row.status === 'scheduled') {
        const problem = publishProblem(document);
        if (problem) throw ConsoleError.refused(problem);
      }
      const now = this.now();
      if (!(await new EditorialRepository(trx).bumpVersion(id, version, { updated_at: now })))
        throw new ConsoleError(409, 'error.stale');
      await new ItemWriter(trx, this.database.dialect).update(row, {
        siteId: row.site_id,
        document,
        status: row.status,
        publishDate: row.publish_date,
        staffId: staff.id,
        now,
      });
      const saved = await this.detail(trx, await this.item(trx, staff, id), lang);
      // What the server kept (sanitised body, the video job's addresses) is what the revision holds.
      if (saved.status === 'published' && publishProblem(saved.document))
        throw ConsoleError.refused(publishProblem(saved.document) ?? 'error.needsBody');
      await this.recordRevision(trx, staff, row, saved.document, action);
      await this.audit.record(trx, actorOf(staff), {
        action: action === 'save' ? 'content.save' : 'content.restore',
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { version: row.version, document: before },
        after: {
          version: saved.version,
          document: saved.document,
          ...(restoredRevision === undefined ? {} : { restoredRevision }),
        },
      });
      return saved;
    });
    this.onPublicChange(itemChanged(siteByLang(document.site).id, id));
    return detail;
  }

  private async recordRevision(
    db: Kysely<Database>,
    staff: StaffPrincipal,
    row: EditorialRow,
    document: ItemDocument,
    action: string,
  ): Promise<void> {
    await new RevisionsRepository(db).append({
      content_id: row.id,
      action,
      title: document.title,
      snapshot: JSON.stringify(document),
      staff_id: staff.id,
      staff_name: staff.username,
      created_at: this.now(),
    });
  }

  async publish(
    staff: StaffPrincipal,
    id: number,
    version: number | undefined,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    return this.transition(staff, id, version, lang, 'publish');
  }

  async unpublish(
    staff: StaffPrincipal,
    id: number,
    version: number | undefined,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    return this.transition(staff, id, version, lang, 'unpublish');
  }

  async schedule(
    staff: StaffPrincipal,
    id: number,
    version: number,
    at: string,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    return this.transition(staff, id, version, lang, 'schedule', new Date(at).toISOString());
  }

  /**
   * The workflow: draft → scheduled → published → unpublished, and back to published. Publishing
   * and scheduling need a publishable item; unpublishing a scheduled item makes it a draft again.
   */
  private async transition(
    staff: StaffPrincipal,
    id: number,
    version: number | undefined,
    lang: ConsoleLang,
    action: 'publish' | 'unpublish' | 'schedule',
    at?: string,
  ): Promise<ItemDetail> {
    const detail = await this.db.transaction().execute(async (trx) => {
      const row = await this.item(trx, staff, id);
      const now = this.now();
      const from = statusOf(row.status);
      let to: ItemStatus;
      let publishDate = row.publish_date;
      if (action === 'unpublish') {
        if (from !== 'published' && from !== 'scheduled')
          throw ConsoleError.refused('error.wrongStatus', { status: consoleStatus(lang, from) });
        to = from === 'scheduled' ? 'draft' : 'unpublished';
      } else {
        if (from === 'published')
          throw ConsoleError.refused('error.wrongStatus', { status: consoleStatus(lang, from) });
        const problem = publishProblem(await readDocument(trx, row, siteLangOf(row.site_id)));
        if (problem) throw ConsoleError.refused(problem);
        if (action === 'schedule') {
          if (!at || at <= now) throw ConsoleError.refused('error.scheduleInPast');
          to = 'scheduled';
          publishDate = at;
        } else {
          to = 'published';
          // A first publication is dated now; an item put back after a correction keeps its date.
          if (from !== 'unpublished') publishDate = now;
        }
      }
      const editorial = new EditorialRepository(trx);
      const changes = {
        status: to,
        publish_date: publishDate,
        updated_at: now,
        updated_by: staff.id,
      };
      if (!(await editorial.bumpVersion(id, version ?? row.version, changes)))
        throw new ConsoleError(409, 'error.stale');
      await new ItemWriter(trx, this.database.dialect).setLinkedStatus(row, to);
      await this.audit.record(trx, actorOf(staff), {
        action: `content.${action}`,
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { status: from, publishDate: row.publish_date },
        after: { status: to, publishDate },
      });
      return this.detail(trx, await this.item(trx, staff, id), lang);
    });
    this.onPublicChange(itemChanged(siteByLang(detail.document.site).id, id));
    return detail;
  }

  /**
   * Takes a published item down on a moderator's word (its readers reported it); true when it
   * was public until now. Audited as any unpublication, with the moderator as its actor.
   */
  async takeDown(moderator: Moderator, id: number, reason: string): Promise<boolean> {
    const taken = await this.db.transaction().execute(async (trx) => {
      const editorial = new EditorialRepository(trx);
      const row = await editorial.find(id);
      if (!row) throw ConsoleError.notFound();
      assertSiteId(moderator, row.site_id);
      if (row.status !== 'published') return undefined;
      const now = this.now();
      const changes = { status: 'unpublished', updated_at: now, updated_by: moderator.staffId };
      if (!(await editorial.bumpVersion(id, row.version, changes)))
        throw new ConsoleError(409, 'error.stale');
      await new ItemWriter(trx, this.database.dialect).setLinkedStatus(row, 'unpublished');
      await this.audit.record(trx, moderator.actor, {
        action: 'content.unpublish',
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { status: 'published', publishDate: row.publish_date },
        after: { status: 'unpublished', publishDate: row.publish_date, reason },
      });
      return row.site_id;
    });
    if (taken === undefined) return false;
    this.onPublicChange(itemChanged(taken, id));
    return true;
  }

  /**
   * Publishes or unpublishes several items. The staff member must work on every item's site,
   * or nothing is done (403); each item then goes through the same rules as alone, and those
   * refused are reported with the reason.
   */
  async bulk(
    staff: StaffPrincipal,
    action: 'publish' | 'unpublish',
    ids: readonly string[],
    lang: ConsoleLang,
  ): Promise<BulkResult> {
    const unique = [...new Set(ids.map(Number))];
    for (const id of unique) await this.item(this.db, staff, id);
    const result: BulkResult = { done: [], refused: [] };
    for (const id of unique) {
      try {
        await this.transition(staff, id, undefined, lang, action);
        result.done.push(String(id));
      } catch (error) {
        if (!(error instanceof ConsoleError) || error.status === 500) throw error;
        result.refused.push({
          id: String(id),
          msg: consoleText(lang, error.messageKey, error.params),
        });
      }
    }
    return result;
  }

  async revisions(staff: StaffPrincipal, id: number): Promise<Revision[]> {
    await this.item(this.db, staff, id);
    const rows = await new RevisionsRepository(this.db).list(id);
    return rows.map((r) => ({
      revision: r.revision,
      action: r.action,
      title: r.title,
      staffName: r.staff_name,
      createdAt: r.created_at,
    }));
  }

  /** Makes an earlier revision the item's content again, as a new revision. */
  async restore(
    staff: StaffPrincipal,
    id: number,
    revision: number,
    version: number,
    lang: ConsoleLang,
  ): Promise<ItemDetail> {
    await this.item(this.db, staff, id);
    const found = await new RevisionsRepository(this.db).find(id, revision);
    if (!found) throw ConsoleError.refused('error.revisionNotFound');
    const document = itemDocumentSchema.safeParse(JSON.parse(found.snapshot));
    if (!document.success) throw ConsoleError.refused('error.revisionNotFound');
    return this.write(staff, id, version, document.data, lang, 'restore', revision);
  }

  async history(staff: StaffPrincipal, id: number): Promise<AuditEntry[]> {
    await this.item(this.db, staff, id);
    const rows = await new AuditRepository(this.db).list(
      { targetType: 'content', targetId: String(id) },
      200,
    );
    return rows.map(toAuditEntry);
  }

  /** The item, its detail as readers would get it, for the preview. */
  async previewRow(staff: StaffPrincipal, id: number): Promise<EditorialRow> {
    return this.item(this.db, staff, id);
  }

  // Host posts of live broadcasts: published at once, not part of the item's revisions.

  private async liveOf(
    staff: StaffPrincipal,
    id: number,
  ): Promise<{ row: EditorialRow; liveId: number; host: string }> {
    const row = await this.item(this.db, staff, id);
    if (row.publish_type !== 'authPublishPlayback' || row.live_id === null)
      throw ConsoleError.refused('error.notALive');
    const live = await new LinkedEntitiesRepository(this.db).live(row.live_id);
    return { row, liveId: row.live_id, host: live?.host ?? '' };
  }

  async livePosts(staff: StaffPrincipal, id: number): Promise<LivePost[]> {
    const { liveId } = await this.liveOf(staff, id);
    const rows = await new LinkedEntitiesRepository(this.db).hostPosts(liveId);
    return rows.map((r) => ({
      id: String(r.id),
      author: r.author,
      content: r.content,
      image: r.image,
      createdAt: r.created_at,
    }));
  }

  async addLivePost(
    staff: StaffPrincipal,
    id: number,
    input: { content: string; image: string },
  ): Promise<LivePost> {
    const { row, liveId, host } = await this.liveOf(staff, id);
    const post = await this.db.transaction().execute(async (trx) => {
      const createdAt = this.now();
      const author = host || staff.username;
      const postId = await new LinkedEntitiesRepository(trx).insertHostPost({
        live_id: liveId,
        kind: 'host',
        author,
        content: input.content,
        image: input.image,
        created_at: createdAt,
      });
      const created = {
        id: String(postId),
        author,
        content: input.content,
        image: input.image,
        createdAt,
      };
      await this.audit.record(trx, actorOf(staff), {
        action: 'live.post',
        target: { type: 'content', id: row.id },
        siteId: row.site_id,
        after: created,
      });
      return created;
    });
    this.onPublicChange(itemChanged(row.site_id, row.id));
    return post;
  }

  async deleteLivePost(staff: StaffPrincipal, id: number, postId: number): Promise<void> {
    const { row, liveId } = await this.liveOf(staff, id);
    await this.db.transaction().execute(async (trx) => {
      const linked = new LinkedEntitiesRepository(trx);
      const post = await linked.hostPost(liveId, postId);
      if (!post) throw ConsoleError.notFound();
      await linked.deleteHostPost(postId);
      await this.audit.record(trx, actorOf(staff), {
        action: 'live.deletePost',
        target: { type: 'content', id: row.id },
        siteId: row.site_id,
        before: { id: String(post.id), content: post.content, image: post.image },
      });
    });
    this.onPublicChange(itemChanged(row.site_id, row.id));
  }
}

const STATUS_WORDS: Record<ConsoleLang, Record<ItemStatus, string>> = {
  en: {
    draft: 'a draft',
    scheduled: 'scheduled',
    published: 'published',
    unpublished: 'unpublished',
  },
  'zh-Hans': { draft: '草稿', scheduled: '定时发布', published: '已发布', unpublished: '已撤下' },
};

function consoleStatus(lang: ConsoleLang, status: ItemStatus): string {
  return STATUS_WORDS[lang][status];
}
