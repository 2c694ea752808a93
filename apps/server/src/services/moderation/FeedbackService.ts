import type { Feedback } from '@news/contract/console/moderationSchemas';
import { FEEDBACK_STATES } from '@news/contract/console/moderationSchemas';
import type { ListPage, Paging } from '@news/contract/envelope';
import type { SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { bulkAction, type BulkOutcome } from '../shared/bulkAction.ts';
import { DomainError } from '../shared/DomainError.ts';
import { assertSiteId, sitesOf, type Moderator } from './Moderator.ts';
import type { FeedbackWithReader } from '../../repositories/FeedbackRepository.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { siteLangOf } from '../shared/sites.ts';

function toFeedback(row: FeedbackWithReader): Feedback {
  return {
    id: String(row.id),
    site: siteLangOf(row.site_id),
    userId: row.user_id === null ? '' : String(row.user_id),
    userName: row.user_name ?? '',
    contact: row.contact,
    body: row.body,
    state: FEEDBACK_STATES.find((s) => s === row.status) ?? 'new',
    answer: row.answer,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
  };
}

/** Feedback from readers: read it, mark it handled, answer it (the answer reaches their messages). */
export class FeedbackService {
  constructor(
    private readonly repos: Pick<Repositories, 'feedback'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async list(
    moderator: Moderator,
    query: {
      site?: SiteLang | undefined;
      state?: (typeof FEEDBACK_STATES)[number] | undefined;
      q?: string | undefined;
    } & Paging,
  ): Promise<ListPage<Feedback>> {
    const page = await this.repos.feedback.page(
      { siteIds: sitesOf(moderator, query.site), status: query.state, words: query.q },
      query,
    );
    return {
      rows: page.rows.map(toFeedback),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  private async feedback(
    repo: Repositories['feedback'],
    moderator: Moderator,
    id: number,
  ): Promise<FeedbackWithReader> {
    const row = await repo.find(id);
    if (!row) throw DomainError.notFound();
    assertSiteId(moderator, row.site_id);
    return row;
  }

  mark(
    moderator: Moderator,
    state: 'read' | 'handled',
    ids: readonly number[],
  ): Promise<BulkOutcome> {
    return bulkAction(
      ids,
      async (id) => {
        const row = await this.repos.feedback.find(id);
        if (row) assertSiteId(moderator, row.site_id);
      },
      async (id) => {
        await this.transaction(async (tx) => {
          const repo = tx.feedback;
          const row = await this.feedback(repo, moderator, id);
          // Read means looked at: handled feedback stays handled.
          if (row.status === state || (state === 'read' && row.status === 'handled')) return;
          await repo.update(id, { status: state });
          await this.audit.record(tx, moderator.actor, {
            action: `feedback.${state}`,
            target: { type: 'feedback', id },
            siteId: row.site_id,
            before: { state: row.status },
            after: { state },
          });
        });
      },
    );
  }

  /** Sends the answer to the reader's messages and marks the feedback handled. */
  async answer(moderator: Moderator, id: number, body: string): Promise<Feedback> {
    await this.transaction(async (tx) => {
      const repo = tx.feedback;
      const row = await this.feedback(repo, moderator, id);
      if (row.user_id === null) throw DomainError.refused('error.feedbackAnonymous');
      const now = this.clock.iso();
      await repo.update(id, { status: 'handled', answer: body, answered_at: now });
      await tx.interactions.insertMessage({
        user_id: row.user_id,
        kind: 'feedback',
        body,
        content_id: null,
        comment_id: null,
        created_at: now,
      });
      await this.audit.record(tx, moderator.actor, {
        action: 'feedback.answer',
        target: { type: 'feedback', id },
        siteId: row.site_id,
        before: { state: row.status, answer: row.answer },
        after: { state: 'handled', answer: body },
      });
    });
    const row = await this.repos.feedback.find(id);
    if (!row) throw DomainError.notFound();
    return toFeedback(row);
  }
}
