import type { z } from 'zod';
import type {
  attentionCountSchema,
  messagePageSchema,
  reportBodySchema,
} from '@news/contract/accountSchemas';
import { MESSAGE_KINDS } from '@news/contract/accountSchemas';
import { idTextSchema, MAX_ID, type ContentPage } from '@news/contract/contentSchemas';
import type { Paging } from '@news/contract/envelope';
import { decodeSpm } from '@news/contract/spm';
import type { SiteInfo } from '@news/contract/sites';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import { toContentItem } from '../../mappers/contentMappers.ts';
import type { AttentionRepository } from '../../repositories/AttentionRepository.ts';
import type { CommentsRepository } from '../../repositories/CommentsRepository.ts';
import type { ContentRepository, ContentRow } from '../../repositories/ContentRepository.ts';
import type { InteractionRepository } from '../../repositories/InteractionRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { Clock } from '../shared/Clock.ts';
import { countedKey, type CountedBy } from '../shared/CountedBy.ts';
import type { PictureLibrary } from '../reading/PictureLibrary.ts';
import { itemPictureUrls } from '../reading/PictureLookup.ts';

type AttentionType = 'like' | 'collect';

/** A share counts once per reader (or address) and item within this window. */
const SHARE_WINDOW_MS = 86_400_000;

/** Likes, collections, shares, reports, feedback and the reader's messages. */
export class InteractionService {
  constructor(
    private readonly attention: AttentionRepository,
    private readonly content: ContentRepository,
    private readonly comments: CommentsRepository,
    private readonly interactions: InteractionRepository,
    private readonly store: ShortLivedStore,
    private readonly clock: Clock,
    /** The media library: the focal points of the listed items' pictures. */
    private readonly pictures: PictureLibrary,
  ) {}

  private async item(site: SiteInfo, contentId: string): Promise<ContentRow> {
    const row = await this.content.find(site.id, Number(contentId), this.clock.iso());
    if (!row) throw DomainError.refused('error.noData');
    return row;
  }

  async counts(
    site: SiteInfo,
    contentId: string,
    viewer: SignedInReader | undefined,
  ): Promise<z.input<typeof attentionCountSchema>> {
    const row = await this.item(site, contentId);
    const [liked, collected] = viewer
      ? await Promise.all([
          this.attention.exists(viewer.id, row.id, 'like'),
          this.attention.exists(viewer.id, row.id, 'collect'),
        ])
      : [false, false];
    return {
      likeCount: row.like_count,
      collectCount: row.collect_count,
      shareCount: row.share_count,
      commentCount: row.comment_count,
      liked,
      collected,
    };
  }

  async exists(
    site: SiteInfo,
    user: SignedInReader,
    contentId: string,
    type: AttentionType,
  ): Promise<{ exists: boolean }> {
    const row = await this.item(site, contentId);
    return { exists: await this.attention.exists(user.id, row.id, type) };
  }

  /** Idempotent: saving twice is not an error and does not count twice. */
  async set(
    site: SiteInfo,
    user: SignedInReader,
    contentId: string,
    type: AttentionType,
    on: boolean,
  ): Promise<z.input<typeof attentionCountSchema>> {
    const row = await this.item(site, contentId);
    if (on) await this.attention.add(user.id, site.id, row.id, type, this.clock.iso());
    else await this.attention.remove(user.id, row.id, type);
    return this.counts(site, contentId, user);
  }

  async removeMany(
    site: SiteInfo,
    user: SignedInReader,
    contentIds: readonly string[],
    type: AttentionType,
  ): Promise<null> {
    for (const id of contentIds) await this.attention.remove(user.id, Number(id), type);
    return null;
  }

  async list(
    site: SiteInfo,
    user: SignedInReader,
    type: AttentionType,
    paging: Paging,
  ): Promise<ContentPage> {
    const page = await this.attention.listContentIds(user.id, site.id, type, paging);
    const rows = await this.content.findMany(site.id, page.ids, this.clock.iso());
    const items = rows.map(toContentItem);
    const pictures = await this.pictures.lookup(site.id, itemPictureUrls(items));
    return {
      rows: items.map((item) => pictures.item(item)),
      total: page.total,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  /**
   * Counts a share once per item within a day for a signed-in reader, or for an address when
   * nobody is signed in; `counted` says whether the count changed.
   */
  async addShare(
    site: SiteInfo,
    contentId: string,
    by: CountedBy,
  ): Promise<{ shareCount: number; counted: boolean }> {
    const row = await this.item(site, contentId);
    if (await this.store.claim(countedKey(`share:${String(row.id)}`, by), SHARE_WINDOW_MS)) {
      return {
        shareCount: await this.content.addToCount(row.id, 'share_count', 1),
        counted: true,
      };
    }
    return { shareCount: row.share_count, counted: false };
  }

  async report(
    site: SiteInfo,
    user: SignedInReader,
    input: z.output<typeof reportBodySchema>,
  ): Promise<null> {
    const targetId = Number(input.targetId);
    if (input.targetType === 'content') await this.item(site, input.targetId);
    else {
      const comment = await this.comments.find(targetId);
      if (comment?.site_id !== site.id || comment.status !== 'visible')
        throw DomainError.refused('error.noData');
    }
    if (await this.interactions.hasReported(user.id, input.targetType, targetId))
      throw DomainError.refused('error.alreadyReported');
    await this.interactions.insertReport({
      user_id: user.id,
      site_id: site.id,
      target_type: input.targetType,
      target_id: targetId,
      reason: input.reason,
      detail: input.detail,
      created_at: this.clock.iso(),
    });
    return null;
  }

  async feedback(
    site: SiteInfo,
    user: SignedInReader | undefined,
    input: { content: string; contact: string },
  ): Promise<null> {
    if (input.content.trim() === '') throw DomainError.refused('error.feedbackEmpty');
    await this.interactions.insertFeedback({
      user_id: user?.id ?? null,
      site_id: site.id,
      body: input.content.trim(),
      contact: input.contact,
      created_at: this.clock.iso(),
    });
    return null;
  }

  async messages(user: SignedInReader, paging: Paging): Promise<z.input<typeof messagePageSchema>> {
    const page = await this.interactions.messages(user.id, paging);
    return {
      rows: page.rows.map((m) => ({
        id: String(m.id),
        kind: MESSAGE_KINDS.find((k) => k === m.kind) ?? 'system',
        fromName: m.from_name,
        body: m.body,
        contentId: m.content_id === null ? '' : String(m.content_id),
        commentId: m.comment_id === null ? '' : String(m.comment_id),
        isRead: m.is_read === 1,
        createdAt: m.created_at,
      })),
      total: page.total,
      unread: page.unread,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  async markRead(user: SignedInReader, ids: string | string[] | undefined): Promise<null> {
    const list =
      ids === undefined
        ? undefined
        : (Array.isArray(ids) ? ids : ids.split(','))
            .filter((id) => idTextSchema.safeParse(id).success)
            .map(Number);
    await this.interactions.markRead(user.id, list);
    return null;
  }

  /** Records a share code a reader arrived with (spec: common.shareAdd). */
  async recordShare(
    site: SiteInfo,
    spm: string,
    visitor: SignedInReader | undefined,
  ): Promise<null> {
    const decoded = decodeSpm(spm);
    // The code may name a sharer by a 64-bit id; no reader here has one that large.
    if (!decoded || Number(decoded.sharerUserId) > MAX_ID)
      throw DomainError.refused('error.spmInvalid');
    await this.interactions.insertShare({
      site_id: site.id,
      spm,
      sharer_user_id: Number(decoded.sharerUserId),
      page_code: decoded.pageCode,
      page_id: decoded.pageId,
      platform_index: decoded.platformIndex,
      source: decoded.source,
      visitor_user_id: visitor?.id ?? null,
      created_at: this.clock.iso(),
    });
    return null;
  }
}
