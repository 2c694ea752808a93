import type { z } from 'zod';
import type { Paging } from '@news/contract/envelope';
import type { SiteInfo } from '@news/contract/sites';
import type { Topic, topicDetailSchema, topicPageSchema } from '@news/contract/topicSchemas';
import { DomainError } from '../shared/DomainError.ts';
import { toContentItem } from '../../mappers/contentMappers.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { Special, SpecialsRepository } from '../../repositories/SpecialsRepository.ts';
import type { Clock } from '../shared/Clock.ts';

function toTopic(row: Special): Topic {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    bannerImg: row.banner_img,
    coverImg: row.cover_img,
    publishDate: row.publish_date,
  };
}

export class TopicService {
  constructor(
    private readonly specials: SpecialsRepository,
    private readonly content: ContentRepository,
    private readonly clock: Clock,
  ) {}

  async list(site: SiteInfo, paging: Paging): Promise<z.input<typeof topicPageSchema>> {
    const all = await this.specials.list(site.id);
    const start = (paging.pageNo - 1) * paging.pageSize;
    return {
      rows: all.slice(start, start + paging.pageSize).map(toTopic),
      total: all.length,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  async banners(site: SiteInfo): Promise<Topic[]> {
    return (await this.specials.list(site.id, true)).map(toTopic);
  }

  async detail(site: SiteInfo, id: string): Promise<z.input<typeof topicDetailSchema>> {
    const special = await this.specials.find(site.id, Number(id));
    if (!special) throw DomainError.refused('error.noData');
    const sections = await this.specials.sections(special.id);
    return {
      ...toTopic(special),
      sections: await Promise.all(
        sections.map(async (section) => {
          const ids = await this.specials.sectionItemIds(section.id);
          const rows = await this.content.findMany(site.id, ids, this.clock.iso());
          return { id: String(section.id), title: section.title, items: rows.map(toContentItem) };
        }),
      ),
    };
  }
}
