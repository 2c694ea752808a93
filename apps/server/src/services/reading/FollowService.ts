import type { ContentPage } from '@news/contract/contentSchemas';
import type { Paging } from '@news/contract/envelope';
import type { Follow, FollowList, MostRead } from '@news/contract/followSchemas';
import {
  FOLLOW_MAX,
  MOST_READ_COUNT,
  isFollowKind,
  type MostReadPeriod,
} from '@news/contract/follows';
import type { SiteInfo } from '@news/contract/sites';
import { toContentItem } from '../../mappers/contentMappers.ts';
import type { ContentRepository, Subjects } from '../../repositories/ContentRepository.ts';
import type { DailyReadsRepository } from '../../repositories/DailyReadsRepository.ts';
import type { FollowsRepository } from '../../repositories/FollowsRepository.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { ContentService } from './ContentService.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import { itemPictureUrls } from './PictureLookup.ts';

const DAY_MS = 86_400_000;
/** Days a week's most read list counts, today included. */
const WEEK_DAYS = 7;

/** What the feed looks for: ids of channels and topics as numbers, tags and authors as they are. */
function subjectsOf(follows: readonly Follow[]): Subjects {
  const ids = (kind: Follow['kind']): number[] =>
    follows
      .filter((f) => f.kind === kind && /^\d{1,15}$/.test(f.value))
      .map((f) => Number(f.value));
  const texts = (kind: Follow['kind']): string[] =>
    follows.filter((f) => f.kind === kind).map((f) => f.value);
  return {
    categoryIds: ids('channel'),
    topicIds: ids('topic'),
    tags: texts('tag'),
    authors: texts('author'),
  };
}

/** The same follows once each, in their first order. */
function distinct(follows: readonly Follow[]): Follow[] {
  const seen = new Set<string>();
  return follows.filter((f) => {
    const key = `${f.kind}\u0000${f.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Following (issue 29): what a reader follows, kept on the account; the Following feed of it
 * (or of what a signed-out device keeps); the pages of a tag and of an author; and the site's
 * most read items, from the reads counted per day.
 */
export class FollowService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly dailyReads: DailyReadsRepository,
    private readonly content: ContentRepository,
    private readonly items: ContentService,
    private readonly pictures: PictureLibrary,
    private readonly clock: Clock,
  ) {}

  async list(site: SiteInfo, user: SignedInReader): Promise<FollowList> {
    const rows = await this.follows.list(user.id, site.id);
    return {
      rows: rows.flatMap((row) =>
        isFollowKind(row.kind) ? [{ kind: row.kind, value: row.value }] : [],
      ),
      max: FOLLOW_MAX,
    };
  }

  /** Follows a subject (again: no change); refused past the bound, naming it. */
  async follow(site: SiteInfo, user: SignedInReader, follow: Follow): Promise<FollowList> {
    const current = await this.follows.list(user.id, site.id);
    const already = current.some((f) => f.kind === follow.kind && f.value === follow.value);
    if (!already && current.length >= FOLLOW_MAX)
      throw DomainError.refused('error.followLimit', { max: FOLLOW_MAX });
    if (!already) await this.follows.add(user.id, site.id, [follow], this.clock.iso());
    return this.list(site, user);
  }

  async unfollow(site: SiteInfo, user: SignedInReader, follow: Follow): Promise<FollowList> {
    await this.follows.remove(user.id, site.id, follow);
    return this.list(site, user);
  }

  /**
   * Adds what a device followed while signed out to the account at sign-in: the ones it does not
   * follow yet, in the device's order, as many as the bound leaves room for. A sign-in never
   * fails for it; the answer says what the account follows now.
   */
  async merge(
    site: SiteInfo,
    user: SignedInReader,
    follows: readonly Follow[],
  ): Promise<FollowList> {
    const current = await this.follows.list(user.id, site.id);
    const known = new Set(current.map((f) => `${f.kind}\u0000${f.value}`));
    const added = distinct(follows)
      .filter((f) => !known.has(`${f.kind}\u0000${f.value}`))
      .slice(0, Math.max(0, FOLLOW_MAX - current.length));
    await this.follows.add(user.id, site.id, added, this.clock.iso());
    return this.list(site, user);
  }

  /**
   * The Following feed: items of every followed subject, newest first. Signed in, the account's
   * follows; signed out, those the device sends.
   */
  async feed(
    site: SiteInfo,
    user: SignedInReader | undefined,
    deviceFollows: readonly Follow[] | undefined,
    paging: Paging,
  ): Promise<ContentPage> {
    const follows = user ? (await this.list(site, user)).rows : (deviceFollows ?? []);
    return this.items.page(site.id, { anyOf: subjectsOf(follows), excludeAds: true }, paging);
  }

  tagPage(site: SiteInfo, tag: string, paging: Paging): Promise<ContentPage> {
    return this.items.page(site.id, { anyOf: { tags: [tag] } }, paging);
  }

  authorPage(site: SiteInfo, author: string, paging: Paging): Promise<ContentPage> {
    return this.items.page(site.id, { anyOf: { authors: [author] } }, paging);
  }

  /**
   * The site's most read published items today (UTC) or in the last seven days, from the reads
   * the hit call counts per day. An item unpublished since is left out.
   */
  async mostRead(site: SiteInfo, period: MostReadPeriod): Promise<MostRead> {
    const now = this.clock.date();
    const days = period === 'today' ? 1 : WEEK_DAYS;
    const fromDay = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    // Twice the list, so items unpublished since still leave a full one.
    const counted = await this.dailyReads.mostRead([site.id], fromDay, MOST_READ_COUNT * 2);
    const reads = new Map(counted.map((row) => [row.id, row.reads]));
    const rows = await this.content.findMany(
      site.id,
      counted.map((row) => row.id),
      now.toISOString(),
    );
    const items = rows.slice(0, MOST_READ_COUNT).map(toContentItem);
    const pictures = await this.pictures.lookup(site.id, itemPictureUrls(items));
    return {
      rows: items.map((item) => ({
        ...pictures.item(item),
        reads: reads.get(Number(item.id)) ?? 0,
      })),
    };
  }
}
