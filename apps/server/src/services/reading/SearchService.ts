import type { z } from 'zod';
import type { Paging } from '@news/contract/envelope';
import type { PublishType } from '@news/contract/publishTypes';
import type { searchPageSchema } from '@news/contract/searchSchemas';
import type { SiteInfo } from '@news/contract/sites';
import { toContentItem } from '../../mappers/contentMappers.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { SiteConfigRepository } from '../../repositories/SiteConfigRepository.ts';
import { highlight } from '../../search/highlight.ts';
import type { SearchIndex } from '../../search/SearchIndex.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import { imageFieldUrls } from './PictureLookup.ts';

const SUGGEST_LIMIT = 10;

export class SearchService {
  constructor(
    private readonly index: SearchIndex,
    private readonly content: ContentRepository,
    private readonly config: SiteConfigRepository,
    private readonly clock: Clock,
    /** The media library: the focal points of the results' pictures. */
    private readonly pictures: PictureLibrary,
  ) {}

  async search(
    site: SiteInfo,
    keyword: string,
    publishType: PublishType | undefined,
    paging: Paging,
  ): Promise<z.input<typeof searchPageSchema>> {
    const now = this.clock.iso();
    const hits = await this.index.search({
      siteId: site.id,
      query: keyword,
      publishType,
      now,
      paging,
    });
    const rows = await this.content.findMany(site.id, hits.ids, now);
    const pictures = await this.pictures.lookup(
      site.id,
      rows.flatMap((row) => imageFieldUrls(row.img)),
    );
    return {
      rows: rows.map((row) => ({
        ...pictures.item(toContentItem(row)),
        highlightTitle: highlight(row.title, keyword),
        highlightDescription: highlight(row.description, keyword),
      })),
      total: hits.total,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  /** Hot words that start with the prefix first, then titles that contain its words. */
  async suggest(site: SiteInfo, prefix: string): Promise<string[]> {
    const lower = prefix.toLocaleLowerCase();
    const words = (await this.config.hotWords(site.id, 100)).filter((w) =>
      w.toLocaleLowerCase().startsWith(lower),
    );
    const titles = await this.index.suggestTitles(site.id, prefix, this.clock.iso(), SUGGEST_LIMIT);
    return [...new Set([...words, ...titles])].slice(0, SUGGEST_LIMIT);
  }
}
