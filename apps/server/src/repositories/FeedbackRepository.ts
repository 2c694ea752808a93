import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { Database, FeedbackTable } from '../db/schema.ts';
import type { Page } from './ContentRepository.ts';
import { containsText } from './containsText.ts';

export type FeedbackWithReader = Selectable<FeedbackTable> & { user_name: string | null };

export interface FeedbackFilter {
  siteIds: readonly number[];
  status?: string | undefined;
  words?: string | undefined;
}

/** Feedback as the newsroom reads and answers it, newest first. */
export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private matching(filter: FeedbackFilter) {
    let query = this.db
      .selectFrom('feedback')
      .where('feedback.site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1]);
    if (filter.status !== undefined) query = query.where('feedback.status', '=', filter.status);
    if (filter.words) query = query.where(containsText('feedback.body', filter.words));
    return query;
  }

  async page(filter: FeedbackFilter, paging: Paging): Promise<Page<FeedbackWithReader>> {
    const query = this.matching(filter);
    const [rows, count] = await Promise.all([
      query
        .leftJoin('users', 'users.id', 'feedback.user_id')
        .selectAll('feedback')
        .select('users.username as user_name')
        .orderBy('feedback.id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  /** Feedback not yet handled: the queue's size. */
  async countOpen(siteIds: readonly number[]): Promise<number> {
    const row = await this.matching({ siteIds })
      .where('feedback.status', '!=', 'handled')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async find(id: number): Promise<FeedbackWithReader | undefined> {
    return this.db
      .selectFrom('feedback')
      .leftJoin('users', 'users.id', 'feedback.user_id')
      .selectAll('feedback')
      .select('users.username as user_name')
      .where('feedback.id', '=', id)
      .executeTakeFirst();
  }

  async update(id: number, changes: Updateable<FeedbackTable>): Promise<void> {
    await this.db.updateTable('feedback').set(changes).where('id', '=', id).execute();
  }
}
