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
  ) {}

  async indexList(site: SiteInfo, paging: Paging): Promise<z.input<typeof indexListSchema>> {
    const now = this.clock.iso();
    const [banner, ads, headlines, feed] = await Promise.all([
      this.content.newest(site.id, { banner: true }, BANNER_COUNT, now),
      this.config.activeAds(site.id, 'banner', now),
      this.headlines(site, 6),
      this.contentService.page(site.id, {}, paging),
    ]);
    return { banner: banner.map(toContentItem), bannerAds: ads.map(toAd), headlines, feed };
  }

  async headlines(site: SiteInfo, size: number): Promise<ContentItem[]> {
    const rows = await this.content.newest(site.id, { headline: true }, size, this.clock.iso());
    return rows.map(toContentItem);
  }

  async columns(site: SiteInfo, size: number): Promise<z.input<typeof indexColumnListSchema>> {
    const all = await this.categories.listAll(site.id);
    const columns = toCategories(
      all.filter((c) => c.is_home_column === 1),
      all,
    );
    return Promise.all(
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
