import type { Kysely, Selectable } from 'kysely';
import type { AlertSubscriptionsTable, Database } from '../db/schema.ts';

export type AlertSubscriptionRow = Selectable<AlertSubscriptionsTable>;

/** What a subscription asks to be told about besides breaking news: a channel, topic, tag or author. */
export interface AlertSubject {
  kind: 'channel' | 'topic' | 'tag' | 'author';
  id: string;
}

export interface SubscriptionWrite {
  siteId: number;
  channel: 'webpush' | 'wechat';
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: number | null;
  breaking: boolean;
  subjects: readonly AlertSubject[];
  now: string;
}

/** Readers' alert subscriptions (a browser's push subscription, or a messaging-app binding). */
export class AlertSubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a subscription under its endpoint, replacing what it asked for before (a browser
   * subscribing again with new choices keeps one row). Call inside a transaction.
   */
  async upsert(write: SubscriptionWrite): Promise<number> {
    const existing = await this.db
      .selectFrom('alert_subscriptions')
      .select('id')
      .where('endpoint', '=', write.endpoint)
      .executeTakeFirst();
    const values = {
      site_id: write.siteId,
      channel: write.channel,
      p256dh: write.p256dh,
      auth: write.auth,
      user_id: write.userId,
      breaking: write.breaking ? 1 : 0,
      updated_at: write.now,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await this.db.updateTable('alert_subscriptions').set(values).where('id', '=', id).execute();
      await this.db
        .deleteFrom('alert_subscription_subjects')
        .where('subscription_id', '=', id)
        .execute();
    } else {
      ({ id } = await this.db
        .insertInto('alert_subscriptions')
        .values({ ...values, endpoint: write.endpoint, created_at: write.now })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    if (write.subjects.length > 0)
      await this.db
        .insertInto('alert_subscription_subjects')
        .values(write.subjects.map((s) => ({ subscription_id: id, kind: s.kind, subject: s.id })))
        .execute();
    return id;
  }

  async findByEndpoint(endpoint: string): Promise<AlertSubscriptionRow | undefined> {
    return this.db
      .selectFrom('alert_subscriptions')
      .selectAll()
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
  }

  async find(id: number): Promise<AlertSubscriptionRow | undefined> {
    return this.db
      .selectFrom('alert_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async subjectsOf(id: number): Promise<AlertSubject[]> {
    const rows = await this.db
      .selectFrom('alert_subscription_subjects')
      .select(['kind', 'subject'])
      .where('subscription_id', '=', id)
      .orderBy('kind')
      .orderBy('subject')
      .execute();
    return rows.map((r) => ({ kind: r.kind as AlertSubject['kind'], id: r.subject }));
  }

  /** Removes a subscription and what it asked for; true when there was one. */
  async remove(id: number): Promise<boolean> {
    await this.db
      .deleteFrom('alert_subscription_subjects')
      .where('subscription_id', '=', id)
      .execute();
    const result = await this.db
      .deleteFrom('alert_subscriptions')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /**
   * The ids of a site's subscriptions an alert reaches: those that asked for breaking news (when
   * the alert is one) and those that asked for any of the alert's subjects, each once.
   */
  async audienceOf(
    siteId: number,
    breaking: boolean,
    subjects: readonly AlertSubject[],
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom('alert_subscriptions as s')
      .select('s.id')
      .where('s.site_id', '=', siteId)
      .where((eb) => {
        const reached = [];
        if (breaking) reached.push(eb('s.breaking', '=', 1));
        for (const subject of subjects)
          reached.push(
            eb.exists(
              eb
                .selectFrom('alert_subscription_subjects as t')
                .select('t.subscription_id')
                .whereRef('t.subscription_id', '=', 's.id')
                .where('t.kind', '=', subject.kind)
                .where('t.subject', '=', subject.id),
            ),
          );
        return reached.length > 0 ? eb.or(reached) : eb.lit(false);
      })
      .orderBy('s.id')
      .execute();
    return rows.map((r) => r.id);
  }
}
