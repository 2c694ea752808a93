import type { ContentDetail, ContentPage, ContentVersion } from '@news/contract/contentSchemas';
import type { Paging } from '@news/contract/envelope';
import type { PublishType } from '@news/contract/publishTypes';
import { sharePath } from '@news/contract/sharePath';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { DomainError } from '../shared/DomainError.ts';
import { bodyPictureUrls, sanitizeBodyForReaders } from '../../content/sanitizeBody.ts';
import { toContentImage, toContentItem } from '../../mappers/contentMappers.ts';
import type { CategoriesRepository } from '../../repositories/CategoriesRepository.ts';
import type {
  ContentFilter,
  ContentRepository,
  ContentRow,
} from '../../repositories/ContentRepository.ts';
import type { DailyReadsRepository } from '../../repositories/DailyReadsRepository.ts';
import type { VersionsRepository } from '../../repositories/VersionsRepository.ts';
import type { CorrectionsRepository } from '../../repositories/CorrectionsRepository.ts';
import { toCorrection } from '../../mappers/toCorrection.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { Clock } from '../shared/Clock.ts';
import { countedKey, type CountedBy } from '../shared/CountedBy.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import { imageFieldUrls, itemPictureUrls } from './PictureLookup.ts';
import type { RelatedItems } from './RelatedItems.ts';

/** Repeated views of one item by one reader (or from one address) within this window count once. */
const HIT_WINDOW_MS = 86_400_000;
const RELATED_COUNT = 6;

export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly categories: CategoriesRepository,
    private readonly store: ShortLivedStore,
    private readonly clock: Clock,
    /** Reads per item and day, for the console's dashboard. */
    private readonly dailyReads: DailyReadsRepository,
    /** The media library: focal points and notes of the pictures readers get. */
    private readonly pictures: PictureLibrary,
    /** What an item's related list ranks by: shared tags and alike words. */
    private readonly related: RelatedItems,
    /** Linked language versions: the languages an item can also be read in (issue 28). */
    private readonly versions: VersionsRepository,
    /** Public correction and update notes shown under an item (issue 32). */
    private readonly corrections: CorrectionsRepository,
  ) {}

  /**
   * The item's published versions on other sites, in the sites' order: never the item itself,
   * never a draft, a scheduled, an unpublished or a future-dated one.
   */
  async versionsOf(contentId: number): Promise<ContentVersion[]> {
    const rows = await this.versions.published([contentId], this.clock.iso());
    return SITES.flatMap((site) =>
      rows
        .filter((row) => row.site_id === site.id && row.content_id !== contentId)
        .map((row) => ({
          site: site.lang,
          id: String(row.content_id),
          title: row.title,
          languageName: site.nativeName,
          locale: site.locale,
          sharePath: sharePath(site.lang, row.content_id),
        })),
    );
  }

  async list(
    site: SiteInfo,
    options: {
      categoryId?: string | undefined;
      publishType?: PublishType | undefined;
      withChildren?: boolean | undefined;
    },
    paging: Paging,
  ): Promise<ContentPage> {
    const filter: ContentFilter = {};
    if (options.categoryId !== undefined) {
      const id = Number(options.categoryId);
      const category = await this.categories.find(site.id, id);
      if (!category) throw DomainError.refused('error.noData');
      const children = options.withChildren ? await this.categories.list(site.id, id) : [];
      filter.categoryIds = [id, ...children.map((c) => c.id)];
    }
    if (options.publishType) filter.publishTypes = [options.publishType];
    return this.page(site.id, filter, paging);
  }

  /** A page of the site's items, its pictures with the library's focal points. */
  async page(siteId: number, filter: ContentFilter, paging: Paging): Promise<ContentPage> {
    const page = await this.storedPage(siteId, filter, paging);
    const pictures = await this.pictures.lookup(siteId, itemPictureUrls(page.rows));
    return { ...page, rows: page.rows.map((item) => pictures.item(item)) };
  }

  /**
   * A page of the site's items with their pictures' addresses as stored: for a response that
   * shows more than the page and looks the library up once for all of it.
   */
  async storedPage(siteId: number, filter: ContentFilter, paging: Paging): Promise<ContentPage> {
    const page = await this.content.list(siteId, filter, paging, this.clock.iso());
    return {
      rows: page.rows.map(toContentItem),
      total: page.total,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  /** One published item of the site, or the "no data" refusal. */
  async row(site: SiteInfo, id: string): Promise<ContentRow> {
    const row = await this.content.find(site.id, Number(id), this.clock.iso());
    if (!row) throw DomainError.refused('error.noData');
    return row;
  }

  async detail(
    site: SiteInfo,
    id: string,
    publishTypes?: readonly PublishType[],
  ): Promise<ContentDetail> {
    const row = await this.row(site, id);
    if (publishTypes && !publishTypes.includes(toContentItem(row).publishType))
      throw DomainError.refused('error.noData');
    return this.detailOf(row);
  }

  async detailOf(row: ContentRow): Promise<ContentDetail> {
    return (await this.detailWith(row, [])).detail;
  }

  /**
   * The item in full, and `others` (items its response shows beside it: a video's playlist)
   * with the same one lookup of the library: every picture gets its focal point, the cover's
   * and the gallery's their notes, and the body's pictures their alt text, caption and credit.
   */
  async detailWith<T extends { img: string }>(
    row: ContentRow,
    others: readonly T[],
  ): Promise<{ detail: ContentDetail; others: T[] }> {
    const [imageRows, relatedRows, versions, correctionRows] = await Promise.all([
      this.content.images(row.id),
      this.related.of(row, RELATED_COUNT, this.clock.iso()),
      this.versionsOf(row.id),
      this.corrections.ofItems([row.id]),
    ]);
    const corrections = correctionRows.map(toCorrection);
    const latest = corrections.at(-1);
    const item = toContentItem(row);
    const images = imageRows.map(toContentImage);
    const related = relatedRows.map(toContentItem);
    // The pictures that have notes of their own in the response: the cover and the gallery.
    const described = [...imageFieldUrls(item.img), ...images.map((image) => image.url)];
    const pictures = await this.pictures.lookup(row.site_id, [
      ...described,
      ...itemPictureUrls(related),
      ...itemPictureUrls(others),
      ...bodyPictureUrls(row.body_html),
    ]);
    return {
      detail: {
        ...pictures.item(item),
        // Processed pictures in the body get their renditions and the library's notes here,
        // where the app and the server-rendered pages both take the body from.
        content: sanitizeBodyForReaders(row.body_html, pictures.bodyNotes),
        images: images.map((image) => ({ ...image, url: pictures.focus(image.url) })),
        related: related.map((each) => pictures.item(each)),
        ...pictures.notesField(described),
        ...(versions.length > 0 ? { versions } : {}),
        ...(latest ? { updatedAt: latest.at, corrections } : {}),
      },
      others: others.map((each) => pictures.item(each)),
    };
  }

  /**
   * Counts a view once per item within the window for a signed-in reader, or for an address
   * when nobody is signed in.
   */
  async hit(site: SiteInfo, id: string, by: CountedBy): Promise<{ hit: number; counted: boolean }> {
    const row = await this.row(site, id);
    const first = await this.store.claim(countedKey(`hit:${String(row.id)}`, by), HIT_WINDOW_MS);
    if (!first) return { hit: row.hit, counted: false };
    const hit = await this.content.addHits(row.id);
    await this.dailyReads.add(row.id, site.id, this.clock.iso().slice(0, 10));
    return { hit, counted: true };
  }
}
