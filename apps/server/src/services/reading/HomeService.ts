import type { Ad } from '@news/contract/commonSchemas';
import type { Category, ContentItem } from '@news/contract/contentSchemas';
import type { Paging } from '@news/contract/envelope';
import type { SiteInfo } from '@news/contract/sites';
import type { z } from 'zod';
import type {
  appChannelsSchema,
  indexColumnListSchema,
  indexListSchema,
} from '@news/contract/homeSchemas';
import { DomainError } from '../shared/DomainError.ts';
import { toCategories, toContentItem } from '../../mappers/contentMappers.ts';
import type { CategoriesRepository } from '../../repositories/CategoriesRepository.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { Ad as AdRow, SiteConfigRepository } from '../../repositories/SiteConfigRepository.ts';
import type { ContentService } from './ContentService.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import { itemPictureUrls } from './PictureLookup.ts';

const BANNER_COUNT = 5;

export function toAd(row: AdRow): Ad {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    img: row.img,
    url: row.url,
  };
}

export class HomeService {
  constructor(
    private readonly content: ContentRepository,
    private readonly contentService: ContentService,
    private readonly categories: CategoriesRepository,
    private readonly config: SiteConfigRepository,
    private readonly clock: Clock,
    /** The media library: the focal points of the items' pictures. */
    private readonly pictures: PictureLibrary,
  ) {}

  async indexList(site: SiteInfo, paging: Paging): Promise<z.input<typeof indexListSchema>> {
    const now = this.clock.iso();
    const [bannerRows, ads, headlineRows, feed] = await Promise.all([
      this.content.newest(site.id, { banner: true }, BANNER_COUNT, now),
      this.config.activeAds(site.id, 'banner', now),
      this.content.newest(site.id, { headline: true }, 6, now),
      this.contentService.storedPage(site.id, {}, paging),
    ]);
    const banner = bannerRows.map(toContentItem);
    const headlines = headlineRows.map(toContentItem);
    // One lookup of the library for the whole home page.
    const pictures = await this.pictures.lookup(
      site.id,
      itemPictureUrls([...banner, ...headlines, ...feed.rows]),
    );
    return {
      banner: banner.map((item) => pictures.item(item)),
      bannerAds: ads.map(toAd),
      headlines: headlines.map((item) => pictures.item(item)),
      feed: { ...feed, rows: feed.rows.map((item) => pictures.item(item)) },
    };
  }

  async headlines(site: SiteInfo, size: number): Promise<ContentItem[]> {
    const rows = await this.content.newest(site.id, { headline: true }, size, this.clock.iso());
    const items = rows.map(toContentItem);
    const pictures = await this.pictures.lookup(site.id, itemPictureUrls(items));
    return items.map((item) => pictures.item(item));
  }

  async columns(site: SiteInfo, size: number): Promise<z.input<typeof indexColumnListSchema>> {
    const all = await this.categories.listAll(site.id);
    const columns = toCategories(
      all.filter((c) => c.is_home_column === 1),
      all,
    );
    const filled = await Promise.all(
      columns.map(async (category) => {
        const children = all.filter((c) => c.parent_id === Number(category.id)).map((c) => c.id);
        const rows = await this.content.newest(
          site.id,
          { categoryIds: [Number(category.id), ...children] },
          size,
          this.clock.iso(),
        );
        return { category, items: rows.map(toContentItem) };
      }),
    );
    const pictures = await this.pictures.lookup(
      site.id,
      itemPictureUrls(filled.flatMap((column) => column.items)),
    );
    return filled.map((column) => ({
      ...column,
      items: column.items.map((item) => pictures.item(item)),
    }));
  }

  async channels(site: SiteInfo): Promise<z.input<typeof appChannelsSchema>> {
    const all = await this.categories.listAll(site.id);
    const mapped = toCategories(all);
    const roots = (kind: string): number[] =>
      all.filter((c) => c.kind === kind && c.parent_id === null).map((c) => c.id);
    const withChildren = (kind: string): Category[] => {
      const rootIds = roots(kind);
      return mapped.filter(
        (c) => rootIds.includes(Number(c.id)) || rootIds.includes(Number(c.parentId)),
      );
    };
    return {
      tabs: mapped.filter((c) => c.isTab && c.parentId === ''),
      city: withChildren('city'),
      regional: withChildren('regional'),
      all: mapped,
    };
  }

  async subList(site: SiteInfo, id: string): Promise<Category[]> {
    const parent = await this.categories.find(site.id, Number(id));
    if (!parent) throw DomainError.refused('error.noData');
    const all = await this.categories.listAll(site.id);
    return toCategories(
      all.filter((c) => c.parent_id === parent.id),
      all,
    );
  }
}
