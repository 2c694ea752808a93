import type { z } from 'zod';
import type { ContentPage } from '@news/contract/contentSchemas';
import type { Paging } from '@news/contract/envelope';
import type { SiteInfo } from '@news/contract/sites';
import type { VideoCollection, videoDetailSchema } from '@news/contract/videoSchemas';
import { DomainError } from '../shared/DomainError.ts';
import { toContentItem } from '../../mappers/contentMappers.ts';
import type {
  CollectionsRepository,
  VideoCollection as CollectionRow,
} from '../../repositories/CollectionsRepository.ts';
import type { ContentFilter, ContentRepository } from '../../repositories/ContentRepository.ts';
import type { ContentService } from './ContentService.ts';
import type { Clock } from '../shared/Clock.ts';

const PLAYLIST_SIZE = 20;

export class VideoService {
  constructor(
    private readonly content: ContentRepository,
    private readonly contentService: ContentService,
    private readonly collections: CollectionsRepository,
    private readonly clock: Clock,
  ) {}

  async list(
    site: SiteInfo,
    options: { categoryId?: string | undefined; collectionId?: string | undefined },
    paging: Paging,
  ): Promise<ContentPage> {
    const filter: ContentFilter = { publishTypes: ['SHIPING'] };
    if (options.categoryId) filter.categoryIds = [Number(options.categoryId)];
    if (options.collectionId) filter.collectionId = Number(options.collectionId);
    return this.contentService.page(site.id, filter, paging);
  }

  /** The video with its collection and neighbours, so a swipe plays the next one without a new call. */
  async detail(site: SiteInfo, id: string): Promise<z.input<typeof videoDetailSchema>> {
    const row = await this.contentService.row(site, id);
    if (row.publish_type !== 'SHIPING') throw DomainError.refused('error.noData');
    const collectionRow =
      row.collection_id === null
        ? undefined
        : await this.collections.find(site.id, row.collection_id);
    const playlistRows = collectionRow
      ? await this.content.collectionVideos(site.id, collectionRow.id, this.clock.iso())
      : await this.content.newest(
          site.id,
          { publishTypes: ['SHIPING'], categoryIds: [row.category_id] },
          PLAYLIST_SIZE,
          this.clock.iso(),
        );
    const { detail, others: playlist } = await this.contentService.detailWith(
      row,
      playlistRows.map(toContentItem),
    );
    const index = playlist.findIndex((v) => v.id === String(row.id));
    return {
      video: detail,
      collection: collectionRow ? this.toCollection(collectionRow, playlist.length) : null,
      playlist,
      previous: index > 0 ? (playlist[index - 1] ?? null) : null,
      next: index >= 0 ? (playlist[index + 1] ?? null) : null,
    };
  }

  async collectionList(site: SiteInfo): Promise<VideoCollection[]> {
    const [rows, counts] = await Promise.all([
      this.collections.list(site.id),
      this.content.countCollectionVideos(site.id, this.clock.iso()),
    ]);
    return rows.map((r) => this.toCollection(r, counts.get(r.id) ?? 0));
  }

  async collectionCount(site: SiteInfo, id: string): Promise<{ id: string; count: number }> {
    const row = await this.collections.find(site.id, Number(id));
    if (!row) throw DomainError.refused('error.noData');
    const counts = await this.content.countCollectionVideos(site.id, this.clock.iso());
    return { id: String(row.id), count: counts.get(row.id) ?? 0 };
  }

  private toCollection(row: CollectionRow, count: number): VideoCollection {
    return {
      id: String(row.id),
      title: row.title,
      description: row.description,
      cover: JSON.stringify([{ url: row.cover }]),
      count,
    };
  }
}
