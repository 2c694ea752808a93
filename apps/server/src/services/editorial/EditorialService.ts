import { can, roleCan } from '@news/contract/console/permissions';
import type {
  ChannelOption,
  ItemDetail,
  ItemDocument,
  ItemPage,
  ItemStatus,
  ItemSummary,
  LivePost,
  ReviewCounts,
  Revision,
} from '@news/contract/console/itemSchemas';
import {
  itemDocumentSchema,
  ITEM_STATUSES,
  REVIEW_STATUSES,
} from '@news/contract/console/itemSchemas';
import type { AuditEntry } from '@news/contract/console/auditSchemas';
import type { PublicNoteKind } from '@news/contract/contentSchemas';
import { toCorrection } from '../../mappers/toCorrection.ts';
import type { Paging } from '@news/contract/envelope';
import { parseImageField } from '@news/contract/imageField';
import { isPublishType } from '@news/contract/publishTypes';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { toAuditEntry } from '../audit/auditEntries.ts';
import { DomainError } from '../shared/DomainError.ts';
import { assertSiteId, type Moderator } from '../moderation/Moderator.ts';
import { readDocument } from './itemDocument.ts';
import { ItemWriter, publishProblem } from './ItemWriter.ts';
import { indexPictureUses } from '../media/pictureUses.ts';
import { toVideoJobView, type VideoJobView } from '../media/videoJobView.ts';
import { bulkAction, type BulkOutcome } from '../shared/bulkAction.ts';
import type { EditorialRow } from '../../repositories/EditorialRepository.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { itemChanged, type PublicChange } from '../shared/PublicChange.ts';
import { groupChanges } from './versionChanges.ts';
import { addItemNote } from './addItemNote.ts';
import { siteLangOf } from '../shared/sites.ts';
import { actorOf, siteIdsOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';

/** An item as the console edits it; its video job's failure still a key, said by the console. */
export type EditorialItem = Omit<ItemDetail, 'videoJob'> & { videoJob: VideoJobView | null };

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
    embargoUntil: row.embargo_until ?? '',
  };
}

/** Whether the item's embargo still holds at `at` (an ISO instant). */
export function embargoHolds(row: Pick<EditorialRow, 'embargo_until'>, at: string): boolean {
  return row.embargo_until !== null && row.embargo_until > at;
}

/** What a writer without review rights may still change: items not yet handed in. */
const WRITABLE_BY_WRITER: readonly ItemStatus[] = ['draft', 'changesRequested'];

/** A staff member who only writes (a reporter): their own items, no review or publishing. */
function writesOnly(staff: StaffPrincipal): boolean {
  return !roleCan(staff.role, 'content');
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
    private readonly repos: Pick<
      Repositories,
      | 'audit'
      | 'categories'
      | 'content'
      | 'corrections'
      | 'editorial'
      | 'linked'
      | 'notes'
      | 'revisions'
      | 'versions'
      | 'videoJobs'
    >,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    /** Empties the cache of public reads (the reader API's answers and rendered pages). */
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  /**
   * Refuses (403) a staff member without the ability on the site: `write` to write and submit,
   * `content` to review, publish, schedule and unpublish.
   */
  private assertSite(
    staff: StaffPrincipal,
    site: SiteLang,
    ability: 'write' | 'content' = 'write',
  ): void {
    if (!can(staff, ability, site)) {
      if (can(staff, 'write', site)) throw DomainError.forbidden();
      throw DomainError.forbidden('error.forbiddenSite', { site });
    }
  }

  /**
   * The item, once the staff member may do `ability` on its site; a reporter only reaches their
   * own items (403 on another's, whatever the console shows); 404 when there is none.
   */
  private async item(
    repos: Pick<Repositories, 'editorial'>,
    staff: StaffPrincipal,
    id: number,
    ability: 'write' | 'content' = 'write',
  ): Promise<EditorialRow> {
    const row = await repos.editorial.find(id);
    if (!row) throw DomainError.notFound();
    this.assertSite(staff, siteLangOf(row.site_id), ability);
    if (writesOnly(staff) && row.created_by !== staff.id)
      throw DomainError.forbidden('error.notYourItem');
    return row;
  }

  async siteOptions(staff: StaffPrincipal, site: SiteLang): Promise<{ channels: ChannelOption[] }> {
    this.assertSite(staff, site);
    const channels = await this.repos.categories.listAll(siteByLang(site).id);
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
      embargoed?: 'true' | 'false' | undefined;
      author?: string | undefined;
      q?: string | undefined;
      noVersionOn?: SiteLang | undefined;
      sourceChanged?: boolean | undefined;
    } & Paging,
  ): Promise<ItemPage> {
    if (query.site) this.assertSite(staff, query.site);
    else if (!roleCan(staff.role, 'write')) throw DomainError.forbidden();
    const page = await this.repos.editorial.list(
      {
        siteIds: query.site ? [siteByLang(query.site).id] : siteIdsOf(staff),
        channelId: query.channelId === undefined ? undefined : Number(query.channelId),
        publishType: query.publishType,
        status: query.status,
        createdBy: writesOnly(staff) ? staff.id : undefined,
        embargoedAt: query.embargoed === 'true' ? this.clock.iso() : undefined,
        author: query.author,
        words: query.q,
        noVersionOn: query.noVersionOn === undefined ? undefined : siteByLang(query.noVersionOn).id,
        sourceChanged: query.sourceChanged,
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

  /** How many items wait in each review status, on a site or all of the staff member's. */
  async reviewCounts(staff: StaffPrincipal, site: SiteLang | undefined): Promise<ReviewCounts> {
    if (site) this.assertSite(staff, site);
    else if (!roleCan(staff.role, 'write')) throw DomainError.forbidden();
    const rows = await this.repos.editorial.countByStatus(
      site ? [siteByLang(site).id] : siteIdsOf(staff),
      REVIEW_STATUSES,
      writesOnly(staff) ? staff.id : undefined,
    );
    const count = (status: string): number => rows.find((r) => r.status === status)?.n ?? 0;
    return {
      inReview: count('inReview'),
      changesRequested: count('changesRequested'),
      approved: count('approved'),
    };
  }

  async get(staff: StaffPrincipal, id: number): Promise<EditorialItem> {
    const row = await this.item(this.repos, staff, id);
    return this.detail(this.repos, row);
  }

  private async detail(
    repos: Pick<Repositories, 'content' | 'corrections' | 'linked' | 'videoJobs'>,
    row: EditorialRow,
  ): Promise<EditorialItem> {
    const document = await readDocument(repos, row, siteLangOf(row.site_id));
    const jobId = document.publishType === 'SHIPING' ? document.video.jobId : '';
    const job = jobId ? await repos.videoJobs.find(Number(jobId)) : undefined;
    const publicNotes = (await repos.corrections.ofItems([row.id])).map(toCorrection);
    return {
      id: String(row.id),
      status: statusOf(row.status),
      version: row.version,
      publishDate: row.publish_date,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      createdBy: row.created_by_name,
      updatedBy: row.updated_by_name,
      embargoUntil: row.embargo_until ?? '',
      reviewNote: row.status === 'changesRequested' ? row.review_note : '',
      document,
      videoJob: job ? toVideoJobView(job) : null,
      publicNotes,
      ...(row.special_id !== null ? { topicId: String(row.special_id) } : {}),
    };
  }

  /** A new draft. */
  async create(staff: StaffPrincipal, document: ItemDocument): Promise<EditorialItem> {
    this.assertSite(staff, document.site);
    const siteId = siteByLang(document.site).id;
    const detail = await this.transaction(async (tx) => {
      const now = this.clock.iso();
      const id = await new ItemWriter(tx).insert({
        siteId,
        document,
        status: 'draft',
        publishDate: now,
        staffId: staff.id,
        now,
      });
      const row = await this.item(tx, staff, id);
      const created = await this.detail(tx, row);
      await this.recordRevision(tx, staff, row, created.document, 'create');
      await this.audit.record(tx, actorOf(staff), {
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

  /**
   * Saves an edit made from `version`; a public item must stay publishable. A change to a
   * published item may carry a public correction or update note (issue 32), stored with it.
   */
  async save(
    staff: StaffPrincipal,
    id: number,
    version: number,
    document: ItemDocument,
    publicNote?: PublicNote,
  ): Promise<EditorialItem> {
    return this.write(staff, id, version, document, 'save', undefined, publicNote);
  }

  private async write(
    staff: StaffPrincipal,
    id: number,
    version: number,
    document: ItemDocument,
    action: 'save' | 'restore',
    restoredRevision?: number,
    publicNote?: PublicNote,
  ): Promise<EditorialItem> {
    const detail = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, id);
      if (document.site !== siteLangOf(row.site_id)) throw DomainError.refused('error.siteChange');
      // A writer hands an item in and waits: what is in review or past it is the editors'.
      if (writesOnly(staff) && !WRITABLE_BY_WRITER.includes(statusOf(row.status)))
        throw wrongStatus(statusOf(row.status));
      const before = await readDocument(tx, row, document.site);
      // Readers are told of a change only to what they can already read.
      if (publicNote && row.status !== 'published')
        throw DomainError.refused('error.publicNoteNotPublished');
      if (row.status === 'published' || row.status === 'scheduled') {
        const problem = publishProblem(document);
        if (problem) throw DomainError.refused(problem);
      }
      const now = this.clock.iso();
      if (!(await tx.editorial.bumpVersion(id, version, { updated_at: now })))
        throw DomainError.conflict('error.stale');
      await new ItemWriter(tx).update(row, {
        siteId: row.site_id,
        document,
        status: row.status,
        publishDate: row.publish_date,
        staffId: staff.id,
        now,
      });
      if (publicNote)
        await tx.corrections.insert({
          content_id: id,
          site_id: row.site_id,
          kind: publicNote.kind,
          text: publicNote.text,
          staff_id: staff.id,
          created_at: now,
        });
      const saved = await this.detail(tx, await this.item(tx, staff, id));
      // What the server kept (sanitised body, the video job's addresses) is what the revision holds.
      if (saved.status === 'published' && publishProblem(saved.document))
        throw DomainError.refused(publishProblem(saved.document) ?? 'error.needsBody');
      await this.recordRevision(tx, staff, row, saved.document, action);
      await this.audit.record(tx, actorOf(staff), {
        action: action === 'save' ? 'content.save' : 'content.restore',
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { version: row.version, document: before },
        after: {
          version: saved.version,
          document: saved.document,
          ...(restoredRevision === undefined ? {} : { restoredRevision }),
          ...(publicNote ? { publicNote } : {}),
        },
      });
      // Its versions' readers see its title in their language links.
      return { saved, versions: await groupChanges(tx, [id], [id], false) };
    });
    this.onPublicChange(itemChanged(siteByLang(document.site).id, id));
    for (const change of detail.versions) this.onPublicChange(change);
    return detail.saved;
  }

  private async recordRevision(
    tx: Pick<Repositories, 'revisions'>,
    staff: StaffPrincipal,
    row: EditorialRow,
    document: ItemDocument,
    action: string,
  ): Promise<void> {
    await tx.revisions.append({
      content_id: row.id,
      action,
      title: document.title,
      snapshot: JSON.stringify(document),
      staff_id: staff.id,
      staff_name: staff.username,
      created_at: this.clock.iso(),
    });
  }

  async publish(
    staff: StaffPrincipal,
    id: number,
    version: number | undefined,
  ): Promise<EditorialItem> {
    return this.transition(staff, id, version, 'publish');
  }

  async unpublish(
    staff: StaffPrincipal,
    id: number,
    version: number | undefined,
  ): Promise<EditorialItem> {
    return this.transition(staff, id, version, 'unpublish');
  }

  async schedule(
    staff: StaffPrincipal,
    id: number,
    version: number,
    at: string,
  ): Promise<EditorialItem> {
    return this.transition(staff, id, version, 'schedule', new Date(at).toISOString());
  }

  /**
   * The workflow: draft → scheduled → published → unpublished, and back to published. Publishing
   * and scheduling need a publishable item; unpublishing a scheduled item makes it a draft again.
   */
  private async transition(
    staff: StaffPrincipal,
    id: number,
    version: number | undefined,
    action: 'publish' | 'unpublish' | 'schedule',
    at?: string,
  ): Promise<EditorialItem> {
    const detail = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, id, 'content');
      const now = this.clock.iso();
      const from = statusOf(row.status);
      let to: ItemStatus;
      let publishDate = row.publish_date;
      if (action === 'unpublish') {
        if (from !== 'published' && from !== 'scheduled') throw wrongStatus(from);
        to = from === 'scheduled' ? 'draft' : 'unpublished';
      } else {
        // Review's states are left by approving or asking for changes, not by publishing.
        if (from === 'published' || from === 'inReview' || from === 'changesRequested')
          throw wrongStatus(from);
        const problem = publishProblem(await readDocument(tx, row, siteLangOf(row.site_id)));
        if (problem) throw DomainError.refused(problem);
        if (action === 'schedule') {
          if (!at || at <= now) throw DomainError.refused('error.scheduleInPast');
          if (embargoHolds(row, at)) throw embargoed(row, 'error.scheduleBeforeEmbargo');
          to = 'scheduled';
          publishDate = at;
        } else {
          if (embargoHolds(row, now)) throw embargoed(row, 'error.embargoed');
          to = 'published';
          // A first publication is dated now; an item put back after a correction keeps its date.
          if (from !== 'unpublished') publishDate = now;
        }
      }
      const editorial = tx.editorial;
      const changes = {
        status: to,
        publish_date: publishDate,
        updated_at: now,
        updated_by: staff.id,
      };
      if (!(await editorial.bumpVersion(id, version ?? row.version, changes)))
        throw DomainError.conflict('error.stale');
      await new ItemWriter(tx).setLinkedStatus(row, to);
      await this.audit.record(tx, actorOf(staff), {
        action: `content.${action}`,
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { status: from, publishDate: row.publish_date },
        after: { status: to, publishDate },
      });
      const changed = await this.detail(tx, await this.item(tx, staff, id));
      // Its versions offer it to their readers only while it is published.
      return { changed, versions: await groupChanges(tx, [id], [id], true) };
    });
    this.onPublicChange(itemChanged(siteByLang(detail.changed.document.site).id, id));
    for (const change of detail.versions) this.onPublicChange(change);
    return detail.changed;
  }

  /** A writer hands a draft (or an item sent back) in for review. */
  async submit(staff: StaffPrincipal, id: number, version: number): Promise<EditorialItem> {
    return this.review(staff, id, version, 'submit', 'write', WRITABLE_BY_WRITER, 'inReview');
  }

  /** An editor approves an item in review; publishing it is a separate act. */
  async approve(staff: StaffPrincipal, id: number, version: number): Promise<EditorialItem> {
    return this.review(staff, id, version, 'approve', 'content', ['inReview'], 'approved');
  }

  /**
   * An editor sends an item in review (or approved) back to its writer with a note, which is
   * kept among the item's notes too and tells its writer and the staff it names.
   */
  async requestChanges(
    staff: StaffPrincipal,
    id: number,
    version: number,
    note: string,
  ): Promise<EditorialItem> {
    return this.review(
      staff,
      id,
      version,
      'requestChanges',
      'content',
      ['inReview', 'approved'],
      'changesRequested',
      note,
    );
  }

  /** One step of review: from one of `from` to `to`, one transaction with its audit entry. */
  private async review(
    staff: StaffPrincipal,
    id: number,
    version: number,
    action: 'submit' | 'approve' | 'requestChanges',
    ability: 'write' | 'content',
    from: readonly ItemStatus[],
    to: ItemStatus,
    note?: string,
  ): Promise<EditorialItem> {
    const detail = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, id, ability);
      const status = statusOf(row.status);
      if (!from.includes(status)) throw wrongStatus(status);
      const now = this.clock.iso();
      const changes = {
        status: to,
        // The note stays until the writer hands the item in again; the history keeps them all.
        review_note: note ?? (to === 'inReview' ? '' : row.review_note),
        updated_at: now,
        updated_by: staff.id,
      };
      if (!(await tx.editorial.bumpVersion(id, version, changes)))
        throw DomainError.conflict('error.stale');
      await this.audit.record(tx, actorOf(staff), {
        action: `content.${action}`,
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { status },
        after: note === undefined ? { status: to } : { status: to, note },
      });
      // The request is also a note on the item: its @names are told, and so is the writer,
      // who sees it among their mentions as well as in the editor.
      if (note !== undefined)
        await addItemNote(
          tx,
          this.audit,
          staff,
          row,
          note,
          now,
          row.created_by === null ? [] : [row.created_by],
        );
      return this.detail(tx, await this.item(tx, staff, id, ability));
    });
    return detail;
  }

  /**
   * Sets, moves or lifts the item's embargo. A writer may set or extend one on their own item
   * while it is theirs to change; lifting or bringing one forward is an editor's call. An item
   * already public cannot be embargoed, and a schedule cannot fall before the embargo.
   */
  async setEmbargo(
    staff: StaffPrincipal,
    id: number,
    version: number,
    until: string | null,
  ): Promise<EditorialItem> {
    const at = until === null ? null : new Date(until).toISOString();
    const detail = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, id);
      const status = statusOf(row.status);
      if (status === 'published') throw wrongStatus(status);
      if (writesOnly(staff)) {
        if (!WRITABLE_BY_WRITER.includes(status)) throw wrongStatus(status);
        const earlier = row.embargo_until !== null && (at === null || at < row.embargo_until);
        if (earlier) throw DomainError.forbidden('error.embargoLiftEditors');
      }
      if (status === 'scheduled' && at !== null && at > row.publish_date)
        throw DomainError.refused('error.scheduleBeforeEmbargo', { until: new Date(at) });
      const now = this.clock.iso();
      const changes = { embargo_until: at, updated_at: now, updated_by: staff.id };
      if (!(await tx.editorial.bumpVersion(id, version, changes)))
        throw DomainError.conflict('error.stale');
      await this.audit.record(tx, actorOf(staff), {
        action: 'content.embargo',
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { embargoUntil: row.embargo_until },
        after: { embargoUntil: at },
      });
      return this.detail(tx, await this.item(tx, staff, id));
    });
    return detail;
  }

  /**
   * Takes a published item down on a moderator's word (its readers reported it); true when it
   * was public until now. Audited as any unpublication, with the moderator as its actor.
   */
  async takeDown(moderator: Moderator, id: number, reason: string): Promise<boolean> {
    const taken = await this.transaction(async (tx) => {
      const editorial = tx.editorial;
      const row = await editorial.find(id);
      if (!row) throw DomainError.notFound();
      assertSiteId(moderator, row.site_id);
      if (row.status !== 'published') return undefined;
      const now = this.clock.iso();
      const changes = { status: 'unpublished', updated_at: now, updated_by: moderator.staffId };
      if (!(await editorial.bumpVersion(id, row.version, changes)))
        throw DomainError.conflict('error.stale');
      await new ItemWriter(tx).setLinkedStatus(row, 'unpublished');
      await this.audit.record(tx, moderator.actor, {
        action: 'content.unpublish',
        target: { type: 'content', id },
        siteId: row.site_id,
        before: { status: 'published', publishDate: row.publish_date },
        after: { status: 'unpublished', publishDate: row.publish_date, reason },
      });
      return { siteId: row.site_id, versions: await groupChanges(tx, [id], [id], true) };
    });
    if (taken === undefined) return false;
    this.onPublicChange(itemChanged(taken.siteId, id));
    for (const change of taken.versions) this.onPublicChange(change);
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
  ): Promise<BulkOutcome> {
    return bulkAction(
      ids.map(Number),
      (id) => this.item(this.repos, staff, id, 'content'),
      (id) => this.transition(staff, id, undefined, action),
    );
  }

  async revisions(staff: StaffPrincipal, id: number): Promise<Revision[]> {
    await this.item(this.repos, staff, id);
    const rows = await this.repos.revisions.list(id);
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
  ): Promise<EditorialItem> {
    await this.item(this.repos, staff, id);
    const found = await this.repos.revisions.find(id, revision);
    if (!found) throw DomainError.refused('error.revisionNotFound');
    const document = itemDocumentSchema.safeParse(JSON.parse(found.snapshot));
    if (!document.success) throw DomainError.refused('error.revisionNotFound');
    return this.write(staff, id, version, document.data, 'restore', revision);
  }

  async history(staff: StaffPrincipal, id: number): Promise<AuditEntry[]> {
    await this.item(this.repos, staff, id);
    const rows = await this.repos.audit.list({ targetType: 'content', targetId: String(id) }, 200);
    return rows.map(toAuditEntry);
  }

  /** The item, its detail as readers would get it, for the preview. */
  async previewRow(staff: StaffPrincipal, id: number): Promise<EditorialRow> {
    return this.item(this.repos, staff, id);
  }

  // Host posts of live broadcasts: published at once, not part of the item's revisions.

  private async liveOf(
    staff: StaffPrincipal,
    id: number,
  ): Promise<{ row: EditorialRow; liveId: number; host: string }> {
    const row = await this.item(this.repos, staff, id, 'content');
    if (row.publish_type !== 'authPublishPlayback' || row.live_id === null)
      throw DomainError.refused('error.notALive');
    const live = await this.repos.linked.live(row.live_id);
    return { row, liveId: row.live_id, host: live?.host ?? '' };
  }

  async livePosts(staff: StaffPrincipal, id: number): Promise<LivePost[]> {
    const { liveId } = await this.liveOf(staff, id);
    const rows = await this.repos.linked.hostPosts(liveId);
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
    const post = await this.transaction(async (tx) => {
      const createdAt = this.clock.iso();
      const author = host || staff.username;
      const postId = await tx.linked.insertHostPost({
        live_id: liveId,
        kind: 'host',
        author,
        content: input.content,
        image: input.image,
        created_at: createdAt,
      });
      await indexPictureUses(tx, row.id);
      const created = {
        id: String(postId),
        author,
        content: input.content,
        image: input.image,
        createdAt,
      };
      await this.audit.record(tx, actorOf(staff), {
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
    await this.transaction(async (tx) => {
      const linked = tx.linked;
      const post = await linked.hostPost(liveId, postId);
      if (!post) throw DomainError.notFound();
      await linked.deleteHostPost(postId);
      await indexPictureUses(tx, row.id);
      await this.audit.record(tx, actorOf(staff), {
        action: 'live.deletePost',
        target: { type: 'content', id: row.id },
        siteId: row.site_id,
        before: { id: String(post.id), content: post.content, image: post.image },
      });
    });
    this.onPublicChange(itemChanged(row.site_id, row.id));
  }
}

/** A public correction or update note as the console sends it with a save. */
export interface PublicNote {
  kind: PublicNoteKind;
  text: string;
}

/** Refuses a publication the item's embargo forbids, naming the instant it ends. */
function embargoed(
  row: Pick<EditorialRow, 'embargo_until'>,
  key: 'error.embargoed' | 'error.scheduleBeforeEmbargo',
): DomainError {
  return DomainError.refused(key, { until: new Date(row.embargo_until ?? 0) });
}

/** Refuses an action the item's status does not allow, naming the status. */
function wrongStatus(status: ItemStatus): DomainError {
  return DomainError.refused('error.wrongStatus', {
    status: { messageKey: `itemStatus.${status}` },
  });
}
