import type { Correction, PictureNote } from '@news/contract/contentSchemas';
import { parseImageField } from '@news/contract/imageField';
import { SITES, siteById, type SiteInfo } from '@news/contract/sites';
import { parseTags } from '../editorial/itemDocument.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { CategoriesRepository, Category } from '../../repositories/CategoriesRepository.ts';
import type {
  ContentImageRow,
  ContentLink,
  ContentRepository,
  ContentRow,
} from '../../repositories/ContentRepository.ts';
import type { SitesRepository } from '../../repositories/SitesRepository.ts';
import type { VersionsRepository } from '../../repositories/VersionsRepository.ts';
import type {
  CorrectionsRepository,
  SiteCorrectionRow,
} from '../../repositories/CorrectionsRepository.ts';
import { toCorrection } from '../../mappers/toCorrection.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import type { PictureLookup } from './PictureLookup.ts';

/** Items in a feed: the newest of the site or channel, as many as one page of the API may hold. */
export const FEED_SIZE = 50;
/** Links per sitemap file (the protocol allows 50,000; smaller files are quicker to build and fetch). */
export const SITEMAP_PAGE_SIZE = 10_000;
/** A news sitemap lists the articles of the last two days, at most 1,000 (Google's rules). */
export const NEWS_SITEMAP_HOURS = 48;
export const NEWS_SITEMAP_SIZE = 1_000;

/** Kinds with pictures of their own beside the cover: a feed shows them all. */
const PICTURE_KINDS = new Set(['TUSHUO', 'TUJIE']);
/** Kinds that are articles for a news sitemap (the others open a list, a topic or a replay). */
const NEWS_KINDS = ['TUWEN', 'TUSHUO', 'TUJIE', 'SHIPING'];

/** A published item of a story's group of language versions (issue 28, docs/adr/0025). */
export interface VersionLink {
  site: SiteInfo;
  id: number;
  /** The item it was translated from (null: the original, or linked by hand). */
  sourceId: number | null;
}

export interface SyndicatedItem {
  row: ContentRow;
  /** A picture story's pictures in order (empty for the other kinds). */
  images: ContentImageRow[];
  /** The media library's notes for the cover and those pictures (issue 26), by address. */
  notes: PictureNote[];
  /**
   * The published versions of its story (issue 28), itself included, in the sites' order;
   * empty when no other version is published.
   */
  versions: VersionLink[];
  /** Its public correction and update notes, oldest first (issue 32). */
  corrections: Correction[];
}

/** A tag or an author: the subjects with listings and feeds of their own (issue 29). */
export interface FeedSubject {
  kind: 'tag' | 'author';
  value: string;
}

/** The most notes a site's corrections page lists. */
export const CORRECTIONS_PAGE_SIZE = 100;

export interface FeedSource {
  siteName: string;
  /** The channel of a channel feed; absent for the whole site's feed. */
  channel?: Category;
  /** The tag or author of a subject's feed (issue 29). */
  subject?: FeedSubject;
  items: SyndicatedItem[];
}

/** An item's cover and own pictures. */
function pictureUrls(item: Omit<SyndicatedItem, 'notes' | 'versions' | 'corrections'>): string[] {
  return [parseImageField(item.row.img), ...item.images.map((image) => image.url)];
}

function withNotes(
  item: Omit<SyndicatedItem, 'notes' | 'versions' | 'corrections'>,
  pictures: PictureLookup,
  versions: ReadonlyMap<number, VersionLink[]>,
  corrections: readonly { content_id: number; kind: string; text: string; created_at: string }[],
): SyndicatedItem {
  return {
    ...item,
    notes: pictures.notes(pictureUrls(item)),
    versions: versions.get(item.row.id) ?? [],
    corrections: corrections.filter((c) => c.content_id === item.row.id).map(toCorrection),
  };
}

/**
 * What feeds, sitemaps and the share pages' structured data show of a site: its published items,
 * read with the same repository queries as the reader API, so an item the API does not show
 * (unpublished, scheduled for later, another site's) is in none of them either. Advertisements
 * placed in lists are left out: they are not the site's news.
 */
export class SyndicationService {
  constructor(
    private readonly sites: SitesRepository,
    private readonly categories: CategoriesRepository,
    private readonly content: ContentRepository,
    /** The media library: the credits and captions feeds and structured data carry. */
    private readonly pictures: PictureLibrary,
    private readonly clock: Clock,
    /** Linked language versions: alternates of share pages, sitemaps and feeds (issue 28). */
    private readonly versions: VersionsRepository,
    /** Public correction and update notes: feeds, structured data, the corrections page. */
    private readonly corrections: CorrectionsRepository,
    private readonly sitemapPageSize = SITEMAP_PAGE_SIZE,
  ) {}

  /** The newest items of the site, or of one channel and its sub-channels (by the channel's key). */
  async feed(site: SiteInfo, channelKey?: string): Promise<FeedSource> {
    let channel: Category | undefined;
    let categoryIds: number[] | undefined;
    if (channelKey !== undefined) {
      channel = await this.categories.findByKey(site.id, channelKey);
      if (!channel) throw DomainError.refused('error.noData');
      const children = await this.categories.list(site.id, channel.id);
      categoryIds = [channel.id, ...children.map((c) => c.id)];
    }
    const rows = await this.content.newest(
      site.id,
      { excludeAds: true, ...(categoryIds ? { categoryIds } : {}) },
      FEED_SIZE,
      this.clock.iso(),
    );
    const withImages = await Promise.all(rows.map((row) => this.withImages(row)));
    const [pictures, versions, corrections] = await Promise.all([
      this.pictures.lookup(site.id, withImages.flatMap(pictureUrls)),
      this.versionsOf(rows.map((row) => row.id)),
      this.corrections.ofItems(rows.map((row) => row.id)),
    ]);
    const items = withImages.map((item) => withNotes(item, pictures, versions, corrections));
    return { siteName: site.name, items, ...(channel ? { channel } : {}) };
  }

  /**
   * The newest items with a tag, or by an author (issue 29): the same items as the app's tag and
   * author pages. A subject with no published item is not found, so no address of a made-up tag
   * answers with a page.
   */
  async subjectFeed(site: SiteInfo, subject: FeedSubject, size = FEED_SIZE): Promise<FeedSource> {
    const anyOf = subject.kind === 'tag' ? { tags: [subject.value] } : { authors: [subject.value] };
    const rows = await this.content.newest(
      site.id,
      { excludeAds: true, anyOf },
      size,
      this.clock.iso(),
    );
    if (rows.length === 0) throw DomainError.refused('error.noData');
    const withImages = await Promise.all(rows.map((row) => this.withImages(row)));
    const [pictures, versions, corrections] = await Promise.all([
      this.pictures.lookup(site.id, withImages.flatMap(pictureUrls)),
      this.versionsOf(rows.map((row) => row.id)),
      this.corrections.ofItems(rows.map((row) => row.id)),
    ]);
    const items = withImages.map((item) => withNotes(item, pictures, versions, corrections));
    return { siteName: site.name, items, subject };
  }

  /**
   * The tags and authors of the site's newest items (one sitemap file's worth of items), each
   * with when its newest item last changed, for the sitemap of tag and author pages.
   */
  async subjectLinks(site: SiteInfo): Promise<{ subject: FeedSubject; changed: Date }[]> {
    const rows = await this.content.subjectsOfNewest(
      site.id,
      { excludeAds: true },
      this.sitemapPageSize,
      this.clock.iso(),
    );
    const found = new Map<string, { subject: FeedSubject; changed: Date }>();
    const add = (subject: FeedSubject, changed: number): void => {
      const key = `${subject.kind}\u0000${subject.value}`;
      const known = found.get(key);
      if (!known || known.changed.getTime() < changed)
        found.set(key, { subject, changed: new Date(changed) });
    };
    for (const row of rows) {
      const changed = Math.max(Date.parse(row.updated_at), Date.parse(row.publish_date));
      for (const tag of parseTags(row.tags))
        if (tag.trim()) add({ kind: 'tag', value: tag }, changed);
      if (row.author.trim()) add({ kind: 'author', value: row.author.trim() }, changed);
    }
    return [...found.values()].slice(0, this.sitemapPageSize);
  }

  /** One published item with its pictures, for the share page's structured data. */
  async item(site: SiteInfo, id: string): Promise<SyndicatedItem> {
    const row = await this.content.find(site.id, Number(id), this.clock.iso());
    if (!row) throw DomainError.refused('error.noData');
    const item = await this.withImages(row);
    const [pictures, versions, corrections] = await Promise.all([
      this.pictures.lookup(site.id, pictureUrls(item)),
      this.versionsOf([row.id]),
      this.corrections.ofItems([row.id]),
    ]);
    return withNotes(item, pictures, versions, corrections);
  }

  /**
   * The site's public correction and update notes on items readers can open, newest first: the
   * corrections page (issue 32).
   */
  async correctionsOf(site: SiteInfo): Promise<SiteCorrectionRow[]> {
    return this.corrections.ofSite(site.id, this.clock.iso(), CORRECTIONS_PAGE_SIZE);
  }

  /**
   * The published versions of each item's story, itself included, in the sites' order: only
   * items with another published version are in the map. Published is what readers can open.
   */
  async versionsOf(ids: readonly number[]): Promise<Map<number, VersionLink[]>> {
    const rows = await this.versions.published(ids, this.clock.iso());
    const groups = new Map<number, VersionLink[]>();
    const groupOf = new Map<number, number>();
    for (const row of rows) {
      const site = siteById(row.site_id);
      if (!site) continue;
      groupOf.set(row.content_id, row.group_id);
      groups.set(row.group_id, [
        ...(groups.get(row.group_id) ?? []),
        { site, id: row.content_id, sourceId: row.source_id },
      ]);
    }
    const result = new Map<number, VersionLink[]>();
    for (const id of ids) {
      const group = groups.get(groupOf.get(id) ?? -1) ?? [];
      if (group.length > 1)
        result.set(
          id,
          [...group].sort(
            (a, b) =>
              SITES.findIndex((s) => s.id === a.site.id) -
              SITES.findIndex((s) => s.id === b.site.id),
          ),
        );
    }
    return result;
  }

  /** How many sitemap files the site's items fill. */
  async sitemapPageCount(site: SiteInfo): Promise<number> {
    const { total } = await this.content.list(
      site.id,
      { excludeAds: true },
      { pageNo: 1, pageSize: 1 },
      this.clock.iso(),
    );
    return Math.ceil(total / this.sitemapPageSize);
  }

  /** One sitemap file's worth of the site's items, newest first (page from 1). */
  async sitemapLinks(site: SiteInfo, page: number): Promise<ContentLink[]> {
    return this.content.links(
      site.id,
      { excludeAds: true },
      { pageNo: page, pageSize: this.sitemapPageSize },
      this.clock.iso(),
    );
  }

  /** The site's articles of the last two days, newest first, for its news sitemap. */
  async newsLinks(site: SiteInfo): Promise<ContentLink[]> {
    const now = this.clock.iso();
    const since = new Date(Date.parse(now) - NEWS_SITEMAP_HOURS * 3_600_000).toISOString();
    return this.content.links(
      site.id,
      { excludeAds: true, publishTypes: NEWS_KINDS, publishedSince: since },
      { pageNo: 1, pageSize: NEWS_SITEMAP_SIZE },
      now,
    );
  }

  private async withImages(
    row: ContentRow,
  ): Promise<Omit<SyndicatedItem, 'notes' | 'versions' | 'corrections'>> {
    return {
      row,
      images: PICTURE_KINDS.has(row.publish_type) ? await this.content.images(row.id) : [],
    };
  }
}
