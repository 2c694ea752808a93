import type { ContentDetail, ContentPage } from '@news/contract/contentSchemas';
import type { Paging } from '@news/contract/envelope';
import type { PublishType } from '@news/contract/publishTypes';
import type { SiteInfo } from '@news/contract/sites';
import { DomainError } from '../shared/DomainError.ts';
import { sanitizeBodyForReaders } from '../../content/sanitizeBody.ts';
import { toContentImage, toContentItem } from '../../mappers/contentMappers.ts';
import type { CategoriesRepository } from '../../repositories/CategoriesRepository.ts';
import type {
  ContentFilter,
  ContentRepository,
  ContentRow,
} from '../../repositories/ContentRepository.ts';
import type { DailyReadsRepository } from '../../repositories/DailyReadsRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { Clock } from '../shared/Clock.ts';
import { countedKey, type CountedBy } from '../shared/CountedBy.ts';

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
  ) {}

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

  async page(siteId: number, filter: ContentFilter, paging: Paging): Promise<ContentPage> {
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
    const [images, related] = await Promise.all([
      this.content.images(row.id),
      this.content.newest(
        row.site_id,
        { categoryIds: [row.category_id], excludeIds: [row.id] },
        RELATED_COUNT,
        this.clock.iso(),
      ),
    ]);
    return {
      ...toContentItem(row),
      // Processed pictures in the body get their renditions here, where the app and the
      // server-rendered pages both take the body from.
      content: sanitizeBodyForReaders(row.body_html),
      images: images.map(toContentImage),
      related: related.map(toContentItem),
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
