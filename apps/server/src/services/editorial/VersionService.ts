import { can } from '@news/contract/console/permissions';
import {
  ITEM_STATUSES,
  itemDocumentSchema,
  type ItemDocument,
  type ItemStatus,
} from '@news/contract/console/itemSchemas';
import type {
  DeskPage,
  DeskQuery,
  ItemVersion,
  ItemVersions,
  SourceChanges,
  SourceField,
  SourceFieldChange,
} from '@news/contract/console/versionSchemas';
import type { Paging } from '@news/contract/envelope';
import { isPublishType } from '@news/contract/publishTypes';
import { SITES, siteByLang, type SiteLang } from '@news/contract/sites';
import { bodyPlainText } from '../../content/bodyPlainText.ts';
import type { EditorialRow } from '../../repositories/EditorialRepository.ts';
import type { VersionMemberRow } from '../../repositories/VersionsRepository.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { pictureUsesOf } from '../media/pictureUses.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { PublicChange } from '../shared/PublicChange.ts';
import { siteLangOf } from '../shared/sites.ts';
import { actorOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';
import { embargoHolds, type EditorialItem, type EditorialService } from './EditorialService.ts';
import { readDocument } from './itemDocument.ts';
import { groupChanges } from './versionChanges.ts';
import { ItemWriter } from './ItemWriter.ts';

/** Kinds that can be translated: the others list items of their own site (topics, collections, lives). */
const TRANSLATABLE = new Set(['TUWEN', 'TUSHUO', 'TUJIE', 'SHIPING']);
const DAY_MS = 86_400_000;

function statusOf(value: string): ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value) ? (value as ItemStatus) : 'draft';
}

/** The sites' order (zh-Hans, ja, kr, en, ru): the order the console and readers list versions in. */
function siteOrder(siteId: number): number {
  return SITES.findIndex((site) => site.id === siteId);
}

function isStale(member: Pick<VersionMemberRow, 'source_revision' | 'source_latest'>): boolean {
  return (
    member.source_revision !== null &&
    member.source_latest !== null &&
    member.source_latest > member.source_revision
  );
}

/** A document's fields as the plain text a diff of the source is made of. */
function fieldTexts(document: ItemDocument): Record<SourceField, string> {
  const body = 'body' in document ? bodyPlainText(document.body) : '';
  const pictures = [
    ...(document.cover ? [document.cover] : []),
    ...('images' in document
      ? document.images.map((image) =>
          image.caption ? `${image.url} ${image.caption}` : image.url,
        )
      : []),
  ];
  return {
    title: document.title,
    summary: document.summary,
    body,
    author: document.author,
    source: document.source,
    tags: document.tags.join('\n'),
    pictures: pictures.join('\n'),
  };
}

/**
 * Linked language versions of a story (issue 28, docs/adr/0025): the group an item is in, linking
 * and unlinking, "Translate into…", whether a version's source changed since it was made and
 * what changed, and the translation desk. Every call needs the content right on each site it
 * touches; every change is one transaction with its audit entry, and empties the cached public
 * answers of the versions it touches (their language links and alternates change with it).
 */
export class VersionService {
  constructor(
    private readonly repos: Pick<Repositories, 'editorial' | 'revisions' | 'versions'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly onPublicChange: (change: PublicChange) => void,
    /** Answers a new translation the way the console's item calls answer an item. */
    private readonly editorial: Pick<EditorialService, 'get'>,
  ) {}

  private assertSite(staff: StaffPrincipal, site: SiteLang): void {
    if (!can(staff, 'content', site)) throw DomainError.forbidden('error.forbiddenSite', { site });
  }

  private async item(
    repos: Pick<Repositories, 'editorial'>,
    staff: StaffPrincipal,
    id: number,
  ): Promise<EditorialRow> {
    const row = await repos.editorial.find(id);
    if (!row) throw DomainError.notFound();
    this.assertSite(staff, siteLangOf(row.site_id));
    return row;
  }

  /** The item and its versions; the item alone when it has none. */
  async versions(staff: StaffPrincipal, id: number): Promise<ItemVersions> {
    const row = await this.item(this.repos, staff, id);
    return this.groupOf(this.repos, row);
  }

  private async groupOf(
    repos: Pick<Repositories, 'versions'>,
    row: EditorialRow,
  ): Promise<ItemVersions> {
    const mine = await repos.versions.find(row.id);
    const members = mine ? await repos.versions.members(mine.group_id) : [];
    const rows: VersionMemberRow[] =
      members.length > 0
        ? members
        : [
            {
              content_id: row.id,
              group_id: 0,
              site_id: row.site_id,
              publish_type: row.publish_type,
              title: row.title,
              status: row.status,
              updated_at: row.updated_at,
              source_id: null,
              source_revision: null,
              source_latest: null,
            },
          ];
    return {
      groupId: mine ? String(mine.group_id) : '',
      versions: rows
        .sort((a, b) => siteOrder(a.site_id) - siteOrder(b.site_id))
        .map((member): ItemVersion => ({
          id: String(member.content_id),
          site: siteLangOf(member.site_id),
          publishType: isPublishType(member.publish_type) ? member.publish_type : 'TUWEN',
          title: member.title,
          status: statusOf(member.status),
          updatedAt: member.updated_at,
          self: member.content_id === row.id,
          sourceId: member.source_id === null ? '' : String(member.source_id),
          sourceRevision: member.source_id === null ? null : member.source_revision,
          sourceLatestRevision: member.source_id === null ? null : member.source_latest,
          sourceChanged: member.source_id !== null && isStale(member),
        })),
    };
  }

  /**
   * Links `otherId` into the item's group (or founds one with both). The other item must be of
   * another site, in no group of its own, and its site must have no version in the group yet.
   */
  async link(staff: StaffPrincipal, id: number, otherId: number): Promise<ItemVersions> {
    const { answer, changes } = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, id);
      const other = await this.item(tx, staff, otherId);
      if (other.site_id === row.site_id) throw DomainError.refused('versions.sameSite');
      const [mine, theirs] = await Promise.all([
        tx.versions.find(row.id),
        tx.versions.find(other.id),
      ]);
      if (theirs && mine?.group_id === theirs.group_id) {
        return { answer: await this.groupOf(tx, row), changes: [] };
      }
      if (theirs) throw DomainError.refused('versions.otherGroup');
      const now = this.clock.iso();
      let groupId = mine?.group_id;
      if (groupId === undefined) {
        groupId = await tx.versions.newGroup(now);
        await tx.versions.add(this.memberRow(row, groupId, now));
      } else {
        const members = await tx.versions.members(groupId);
        if (members.some((m) => m.site_id === other.site_id))
          throw DomainError.refused('versions.siteTaken', { site: siteLangOf(other.site_id) });
      }
      await tx.versions.add(this.memberRow(other, groupId, now));
      await this.audit.record(tx, actorOf(staff), {
        action: 'content.linkVersion',
        target: { type: 'content', id: row.id },
        siteId: row.site_id,
        after: { groupId, linked: other.id, site: siteLangOf(other.site_id) },
      });
      return {
        answer: await this.groupOf(tx, row),
        changes: await groupChanges(tx, [row.id], [], true),
      };
    });
    for (const change of changes) this.onPublicChange(change);
    return answer;
  }

  private memberRow(row: EditorialRow, groupId: number, now: string) {
    return {
      content_id: row.id,
      group_id: groupId,
      site_id: row.site_id,
      source_id: null,
      source_revision: null,
      linked_at: now,
    };
  }

  /** Takes the item out of its group; the others stay linked to each other. */
  async unlink(staff: StaffPrincipal, id: number): Promise<void> {
    const changes = await this.transaction(async (tx) => {
      const row = await this.item(tx, staff, id);
      const mine = await tx.versions.find(row.id);
      if (!mine) throw DomainError.refused('versions.notLinked');
      // Before the row goes: every version's readers' answers name this one.
      const changes = await groupChanges(tx, [row.id], [], true);
      await tx.versions.remove(row.id);
      await this.audit.record(tx, actorOf(staff), {
        action: 'content.unlinkVersion',
        target: { type: 'content', id: row.id },
        siteId: row.site_id,
        before: {
          groupId: mine.group_id,
          sourceId: mine.source_id,
          sourceRevision: mine.source_revision,
        },
      });
      return changes;
    });
    for (const change of changes) this.onPublicChange(change);
  }

  /**
   * "Translate into…": a draft on `site` with the item's words, pictures, tags and credits, in
   * the channel of that site with the same key (else of the same kind, else its first), linked
   * into the item's group and marked as made from its newest revision. The library's notes of
   * its pictures are copied to the site's library where it has none of its own yet.
   */
  async translate(staff: StaffPrincipal, id: number, site: SiteLang): Promise<EditorialItem> {
    this.assertSite(staff, site);
    const targetSiteId = siteByLang(site).id;
    const newId = await this.transaction(async (tx) => {
      const source = await this.item(tx, staff, id);
      if (source.site_id === targetSiteId) throw DomainError.refused('versions.sameSite');
      if (!TRANSLATABLE.has(source.publish_type))
        throw DomainError.refused('versions.cannotTranslate');
      const now = this.clock.iso();
      const mine = await tx.versions.find(source.id);
      if (mine) {
        const members = await tx.versions.members(mine.group_id);
        if (members.some((m) => m.site_id === targetSiteId))
          throw DomainError.refused('versions.siteTaken', { site });
      }
      const document = await readDocument(tx, source, siteLangOf(source.site_id));
      // The revision the translation is made from: the source's newest, or (an item the seed or
      // an import wrote, which has none) one recorded now of what it holds.
      const sourceRevision =
        (await tx.revisions.latest(source.id)) ??
        (await this.recordRevision(tx, staff, source.id, document, 'translationSource'));
      const translated: ItemDocument = {
        ...document,
        site,
        channelId: await this.channelFor(tx, source, targetSiteId),
        headline: false,
        banner: false,
        ...(document.publishType === 'SHIPING'
          ? { collectionId: '', video: { ...document.video, jobId: '' } }
          : {}),
      };
      const createdId = await new ItemWriter(tx).insert({
        siteId: targetSiteId,
        document: translated,
        status: 'draft',
        publishDate: now,
        staffId: staff.id,
        now,
      });
      const [fields] = await tx.pictures.pictureFieldsOf([source.id]);
      if (fields)
        await tx.pictures.copyNotes(
          source.site_id,
          targetSiteId,
          [...new Set(pictureUsesOf(fields).map((use) => use.url))],
          now,
        );
      // A version is the same story: an embargo on it holds on every site's version, which
      // otherwise would be a way around it (a draft without one publishes at once).
      if (embargoHolds(source, now)) {
        const fresh = await tx.editorial.find(createdId);
        if (!fresh) throw DomainError.notFound();
        await tx.editorial.bumpVersion(createdId, fresh.version, {
          embargo_until: source.embargo_until,
        });
      }
      const created = await tx.editorial.find(createdId);
      if (!created) throw DomainError.notFound();
      const saved = await readDocument(tx, created, site);
      await this.recordRevision(tx, staff, createdId, saved, 'create');
      const groupId = mine?.group_id ?? (await tx.versions.newGroup(now));
      if (!mine) await tx.versions.add(this.memberRow(source, groupId, now));
      await tx.versions.add({
        ...this.memberRow(created, groupId, now),
        source_id: source.id,
        source_revision: sourceRevision,
      });
      await this.audit.record(tx, actorOf(staff), {
        action: 'content.translate',
        target: { type: 'content', id: createdId },
        siteId: targetSiteId,
        after: { status: 'draft', sourceId: source.id, sourceRevision, document: saved },
      });
      return createdId;
    });
    // A draft: readers see nothing of it until it is published.
    return this.editorial.get(staff, newId);
  }

  private async channelFor(
    tx: Pick<Repositories, 'categories'>,
    source: EditorialRow,
    targetSiteId: number,
  ): Promise<string> {
    const [channel, targets] = await Promise.all([
      tx.categories.find(source.site_id, source.category_id),
      tx.categories.listAll(targetSiteId),
    ]);
    const match =
      targets.find((c) => c.key === channel?.key) ??
      targets.find((c) => c.kind === channel?.kind) ??
      targets[0];
    if (!match) throw DomainError.refused('error.channelNotOfSite');
    return String(match.id);
  }

  private async recordRevision(
    tx: Pick<Repositories, 'revisions'>,
    staff: StaffPrincipal,
    contentId: number,
    document: ItemDocument,
    action: string,
  ): Promise<number> {
    return tx.revisions.append({
      content_id: contentId,
      action,
      title: document.title,
      snapshot: JSON.stringify(document),
      staff_id: staff.id,
      staff_name: staff.username,
      created_at: this.clock.iso(),
    });
  }

  /** The version's source, once the staff member may work on both sites. */
  private async sourceOf(
    repos: Pick<Repositories, 'editorial' | 'versions'>,
    staff: StaffPrincipal,
    id: number,
  ): Promise<{ row: EditorialRow; source: EditorialRow; revision: number }> {
    const row = await this.item(repos, staff, id);
    const mine = await repos.versions.find(row.id);
    if (mine?.source_id === null || mine?.source_id === undefined || mine.source_revision === null)
      throw DomainError.refused('versions.noSource');
    const source = await repos.editorial.find(mine.source_id);
    if (!source) throw DomainError.refused('versions.noSource');
    this.assertSite(staff, siteLangOf(source.site_id));
    return { row, source, revision: mine.source_revision };
  }

  /** The source's fields that changed since the version's revision, before and after. */
  async sourceChanges(staff: StaffPrincipal, id: number): Promise<SourceChanges> {
    const { source, revision } = await this.sourceOf(this.repos, staff, id);
    const latest = (await this.repos.revisions.latest(source.id)) ?? revision;
    const [from, to] = await Promise.all([
      this.repos.revisions.find(source.id, revision),
      this.repos.revisions.find(source.id, latest),
    ]);
    const fields: SourceFieldChange[] = [];
    const before = from && itemDocumentSchema.safeParse(JSON.parse(from.snapshot));
    const after = to && itemDocumentSchema.safeParse(JSON.parse(to.snapshot));
    if (before?.success && after?.success && latest !== revision) {
      const old = fieldTexts(before.data);
      const now = fieldTexts(after.data);
      for (const field of Object.keys(old) as SourceField[])
        if (old[field] !== now[field])
          fields.push({ field, before: old[field], after: now[field] });
    }
    return {
      sourceId: String(source.id),
      sourceSite: siteLangOf(source.site_id),
      sourceTitle: source.title,
      fromRevision: revision,
      toRevision: latest,
      fields,
    };
  }

  /** An editor's word that the version says what its source says now (audited). */
  async markUpToDate(staff: StaffPrincipal, id: number): Promise<ItemVersions> {
    return this.transaction(async (tx) => {
      const { row, source, revision } = await this.sourceOf(tx, staff, id);
      const latest = (await tx.revisions.latest(source.id)) ?? revision;
      await tx.versions.setSourceRevision(row.id, latest);
      await this.audit.record(tx, actorOf(staff), {
        action: 'content.versionChecked',
        target: { type: 'content', id: row.id },
        siteId: row.site_id,
        before: { sourceId: source.id, sourceRevision: revision },
        after: { sourceId: source.id, sourceRevision: latest },
      });
      return this.groupOf(tx, row);
    });
  }

  /** What `from` published in the last days that `to` has no version of, newest first. */
  async desk(
    staff: StaffPrincipal,
    query: Required<Pick<DeskQuery, 'from' | 'to'>> & { days: number } & Paging,
  ): Promise<DeskPage> {
    this.assertSite(staff, query.from);
    this.assertSite(staff, query.to);
    if (query.from === query.to) throw DomainError.refused('versions.sameSite');
    const now = this.clock.iso();
    const since = new Date(Date.parse(now) - query.days * DAY_MS).toISOString();
    const page = await this.repos.versions.desk(
      siteByLang(query.from).id,
      siteByLang(query.to).id,
      since,
      now,
      query,
    );
    const sites = await this.repos.versions.sitesOfGroups(page.rows.map((row) => row.id));
    return {
      rows: page.rows.map((row) => ({
        id: String(row.id),
        site: siteLangOf(row.site_id),
        publishType: isPublishType(row.publish_type) ? row.publish_type : 'TUWEN',
        title: row.title,
        summary: row.description,
        channelTitle: row.category_title,
        publishDate: row.publish_date,
        versionSites: (sites.get(row.id) ?? [])
          .filter((siteId) => siteId !== row.site_id)
          .sort((a, b) => siteOrder(a) - siteOrder(b))
          .map(siteLangOf),
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }
}
