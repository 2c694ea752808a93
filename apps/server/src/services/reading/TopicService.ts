import type { z } from 'zod';
import type { Paging } from '@news/contract/envelope';
import type { SiteInfo } from '@news/contract/sites';
import type { Topic, topicDetailSchema, topicPageSchema } from '@news/contract/topicSchemas';
import { DomainError } from '../shared/DomainError.ts';
import { toContentItem } from '../../mappers/contentMappers.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { Special, SpecialsRepository } from '../../repositories/SpecialsRepository.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import { itemPictureUrls, pictureFieldUrls, type PictureLookup } from './PictureLookup.ts';

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

/** A topic's banner and cover addresses. */
function topicPictureUrls(topic: Topic): string[] {
  return [...pictureFieldUrls(topic.bannerImg), ...pictureFieldUrls(topic.coverImg)];
}

function focusedTopic(topic: Topic, pictures: PictureLookup): Topic {
  return {
    ...topic,
    bannerImg: pictures.any(topic.bannerImg),
    coverImg: pictures.any(topic.coverImg),
  };
}

export class TopicService {
  constructor(
    private readonly specials: SpecialsRepository,
    private readonly content: ContentRepository,
    private readonly clock: Clock,
    /** The media library: focal points and notes of the topics' pictures. */
    private readonly pictures: PictureLibrary,
  ) {}

  /** The topics with their banners' and covers' focal points, from one lookup. */
  private async focused(siteId: number, topics: readonly Topic[]): Promise<Topic[]> {
    const pictures = await this.pictures.lookup(siteId, topics.flatMap(topicPictureUrls));
    return topics.map((topic) => focusedTopic(topic, pictures));
  }

  async list(site: SiteInfo, paging: Paging): Promise<z.input<typeof topicPageSchema>> {
    const all = await this.specials.list(site.id);
    const start = (paging.pageNo - 1) * paging.pageSize;
    return {
      rows: await this.focused(site.id, all.slice(start, start + paging.pageSize).map(toTopic)),
      total: all.length,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  async banners(site: SiteInfo): Promise<Topic[]> {
    return this.focused(site.id, (await this.specials.list(site.id, true)).map(toTopic));
  }

  async detail(site: SiteInfo, id: string): Promise<z.input<typeof topicDetailSchema>> {
    const special = await this.specials.find(site.id, Number(id));
    if (!special) throw DomainError.refused('error.noData');
    const sectionRows = await this.specials.sections(special.id);
    const sections = await Promise.all(
      sectionRows.map(async (section) => {
        const ids = await this.specials.sectionItemIds(section.id);
        const rows = await this.content.findMany(site.id, ids, this.clock.iso());
        return { id: String(section.id), title: section.title, items: rows.map(toContentItem) };
      }),
    );
    const topic = toTopic(special);
    const described = topicPictureUrls(topic);
    const pictures = await this.pictures.lookup(site.id, [
      ...described,
      ...itemPictureUrls(sections.flatMap((section) => section.items)),
    ]);
    return {
      ...focusedTopic(topic, pictures),
      sections: sections.map((section) => ({
        ...section,
        items: section.items.map((item) => pictures.item(item)),
      })),
      ...pictures.notesField(described),
    };
  }
}
