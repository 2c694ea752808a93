import { can, roleCan } from '@news/contract/console/permissions';
import type {
  LibraryPicture,
  LibraryPicturePage,
  PictureFilter,
  PictureUpdateBody,
  PictureUseKind,
} from '@news/contract/console/pictureSchemas';
import { PICTURE_USE_KINDS } from '@news/contract/console/pictureSchemas';
import { isPublishType } from '@news/contract/publishTypes';
import {
  CENTRE_FOCUS,
  pictureAddress,
  plainPictureUrl,
  type PictureFocus,
} from '@news/contract/pictures';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { LibraryRow, PictureUseRow } from '../../repositories/PicturesRepository.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { PICTURE_SOURCE_NAME, type PicturePipeline } from '../../upload/PicturePipeline.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { PublicChange } from '../shared/PublicChange.ts';
import { siteLangOf } from '../shared/sites.ts';
import { actorOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';

/** How many uses a list (and a lookup) shows of each picture; its count says how many in all. */
export const LIST_USES_SHOWN = 5;

/** Seconds a busy picture pipeline asks the console to wait before trying again. */
const BUSY_RETRY_SECONDS = 5;

export interface PictureListInput {
  site: SiteLang;
  q?: string | undefined;
  filter: PictureFilter;
  pageNo: number;
  pageSize: number;
}

function kindOf(value: string): PictureUseKind {
  return (PICTURE_USE_KINDS as readonly string[]).includes(value)
    ? (value as PictureUseKind)
    : 'body';
}

function toLibraryPicture(
  row: LibraryRow,
  uses: readonly PictureUseRow[],
  shown: number,
): LibraryPicture {
  const own = uses.filter((use) => use.url === row.url);
  return {
    id: String(row.id),
    site: siteLangOf(row.site_id),
    url: row.url,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: row.alt,
    caption: row.caption,
    credit: row.credit,
    focusX: row.focus_x,
    focusY: row.focus_y,
    uploadedBy: row.uploaded_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    uses: own.slice(0, shown).map((use) => ({
      itemId: String(use.content_id),
      title: use.title,
      publishType: isPublishType(use.publish_type) ? use.publish_type : 'TUWEN',
      kind: kindOf(use.kind),
    })),
    useCount: own.length,
  };
}

/**
 * The media library (issue 26): every picture staff brought into a site, with the words readers
 * get with it and the point its crops keep in view. Staff with content rights on the picture's
 * site list, describe, refocus and delete; to anyone else a picture of another site does not
 * exist (404, as a missing one). A new focal point's crops are made before the answer, so the
 * console can show them at once; readers' cached answers that show the picture are dropped.
 */
export class PictureLibraryService {
  constructor(
    private readonly repos: Pick<Repositories, 'pictures' | 'readerUploads'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly media: MediaStore,
    private readonly pipeline: PicturePipeline,
    private readonly clock: Clock,
    /** Empties the cache of public reads (the reader API's answers and rendered pages). */
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  /** Writers (reporters too) use and describe the site's pictures; deleting is an editor's (route). */
  private assertSite(staff: StaffPrincipal, site: SiteLang): void {
    if (!can(staff, 'write', site)) throw DomainError.forbidden('error.forbiddenSite', { site });
  }

  /** The row, when the staff member may work on its site; otherwise as if there were none. */
  private async picture(
    repos: Pick<Repositories, 'pictures'>,
    staff: StaffPrincipal,
    id: number,
  ): Promise<LibraryRow> {
    const row = await repos.pictures.find(id);
    if (!row || !can(staff, 'write', siteLangOf(row.site_id))) throw DomainError.notFound();
    return row;
  }

  async list(staff: StaffPrincipal, query: PictureListInput): Promise<LibraryPicturePage> {
    this.assertSite(staff, query.site);
    const siteId = siteByLang(query.site).id;
    const page = await this.repos.pictures.list(
      siteId,
      { filter: query.filter, words: query.q, staffId: staff.id },
      query,
    );
    const uses = await this.repos.pictures.usesOf(
      siteId,
      page.rows.map((row) => row.url),
    );
    return {
      rows: page.rows.map((row) => toLibraryPicture(row, uses, LIST_USES_SHOWN)),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async get(staff: StaffPrincipal, id: number): Promise<LibraryPicture> {
    const row = await this.picture(this.repos, staff, id);
    return this.withUses(row, Number.POSITIVE_INFINITY);
  }

  private async withUses(row: LibraryRow, shown: number): Promise<LibraryPicture> {
    const uses = await this.repos.pictures.usesOf(row.site_id, [row.url]);
    return toLibraryPicture(row, uses, shown);
  }

  /** The site's library entries for these addresses (fragments ignored; unknown ones left out). */
  async lookup(
    staff: StaffPrincipal,
    input: { site: SiteLang; urls: readonly string[] },
  ): Promise<{ items: LibraryPicture[] }> {
    this.assertSite(staff, input.site);
    const siteId = siteByLang(input.site).id;
    const rows = await this.repos.pictures.findByUrls(siteId, input.urls.map(plainPictureUrl));
    const uses = await this.repos.pictures.usesOf(
      siteId,
      rows.map((row) => row.url),
    );
    return { items: rows.map((row) => toLibraryPicture(row, uses, LIST_USES_SHOWN)) };
  }

  /**
   * New words and focal point. A focal point not seen before gets its crops first (from the
   * folder's source); they are new files under new names, so nothing cached goes stale. Every
   * item using the picture is then dropped from readers' caches.
   */
  async update(
    staff: StaffPrincipal,
    id: number,
    input: PictureUpdateBody,
  ): Promise<LibraryPicture> {
    const current = await this.picture(this.repos, staff, id);
    // What readers see of a published item changes through an editor: a reporter's words on a
    // picture it shows would reach readers at once, past the review the item's own words pass.
    if (
      !roleCan(staff.role, 'content') &&
      (await this.repos.pictures.shownPublished(current.site_id, current.url))
    )
      throw DomainError.forbidden('picture.shownPublished');
    const focus = { x: input.focusX, y: input.focusY };
    if (focus.x !== current.focus_x || focus.y !== current.focus_y)
      await this.makeCrops(current.url, focus);
    const updated = await this.transaction(async (tx) => {
      const row = await this.picture(tx, staff, id);
      const changes = {
        alt: input.alt,
        caption: input.caption,
        credit: input.credit,
        focus_x: focus.x,
        focus_y: focus.y,
        updated_at: this.clock.iso(),
      };
      await tx.pictures.update(id, changes);
      await this.audit.record(tx, actorOf(staff), {
        action: 'picture.update',
        target: { type: 'picture', id },
        siteId: row.site_id,
        before: auditedWords(row),
        after: {
          url: row.url,
          alt: changes.alt,
          caption: changes.caption,
          credit: changes.credit,
          focusX: changes.focus_x,
          focusY: changes.focus_y,
        },
      });
      return { ...row, ...changes };
    });
    const answer = await this.withUses(updated, Number.POSITIVE_INFINITY);
    const itemIds = [...new Set(answer.uses.map((use) => Number(use.itemId)))];
    if (itemIds.length > 0)
      this.onPublicChange({ scope: 'items', siteId: updated.site_id, itemIds, lists: true });
    return answer;
  }

  /**
   * The four crops around `focus`, added to the picture's folder. The centre's were made when the
   * picture entered. Cut from the folder's full-size source; a folder without one (a picture
   * brought in by other means) is cropped from the file at its address.
   */
  private async makeCrops(url: string, focus: PictureFocus): Promise<void> {
    if (focus.x === CENTRE_FOCUS.x && focus.y === CENTRE_FOCUS.y) return;
    const address = pictureAddress(url);
    if (!address) return;
    const source =
      (await this.media.read(`${address.base}${PICTURE_SOURCE_NAME}`)) ??
      (await this.media.read(url));
    if (!source) throw DomainError.notFound();
    const crops = await this.pipeline.cropsAround(source, focus);
    if (!crops.ok) {
      if (crops.problem === 'busy')
        throw new DomainError('rateLimited', 'error.pictureBusy', {}, BUSY_RETRY_SECONDS);
      throw DomainError.refused('error.uploadNotImage');
    }
    await this.media.addToFolder(address.base, crops.files);
  }

  /**
   * Removes a picture nothing uses from the library (refused while an item uses it: deleting it
   * would break the item). Its files go too, unless another site's library holds the address.
   */
  async remove(staff: StaffPrincipal, id: number): Promise<void> {
    const removed = await this.transaction(async (tx) => {
      const row = await this.picture(tx, staff, id);
      const uses = await tx.pictures.usesOf(row.site_id, [row.url]);
      // The site's start image, pop-up and ads show pictures too.
      const shown = uses.length + (await tx.pictures.adsShowing(row.site_id, row.url));
      if (shown > 0) throw DomainError.refused('picture.inUse', { count: shown });
      await tx.pictures.remove(id);
      await this.audit.record(tx, actorOf(staff), {
        action: 'picture.delete',
        target: { type: 'picture', id },
        siteId: row.site_id,
        before: auditedWords(row),
      });
      return row;
    });
    // The folder is the picture's bytes: another site's library, or a reader whose avatar is the
    // same picture, still holds the address.
    if (await this.repos.pictures.urlHeldElsewhere(removed.url, removed.id)) return;
    // Another site's item or ad may show the address without its library holding it.
    if (await this.repos.pictures.shownAnywhere(removed.url)) return;
    if (await this.repos.readerUploads.anyAt(removed.url)) return;
    const address = pictureAddress(removed.url);
    if (address) await this.media.removeFolder(address.base);
  }
}

/** What the audit log keeps of a picture's words and point, before a change. */
function auditedWords(row: {
  url: string;
  alt: string;
  caption: string;
  credit: string;
  focus_x: number;
  focus_y: number;
}): Record<string, string | number> {
  return {
    url: row.url,
    alt: row.alt,
    caption: row.caption,
    credit: row.credit,
    focusX: row.focus_x,
    focusY: row.focus_y,
  };
}
