import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AlertsTable, Database } from '../db/schema.ts';

export type AlertRow = Selectable<AlertsTable>;

/** An alert with its deliveries still waiting, read in one statement so the counts agree. */
export type AlertWithPending = AlertRow & { pending: number };

/** A delivery a server holds under its lease, with what it needs to send it. */
export interface HeldDelivery {
  id: number;
  alertId: number;
  subscriptionId: number;
  attempts: number;
}

/** How a delivery ended: counted on its alert, then its row is gone. */
export type DeliveryOutcome = 'sent' | 'failed' | 'gone';

/**
 * Alerts (counts only), their delivery queue, and the VAPID key pair. Deliveries are claimed
 * under a lease like video jobs: the candidate is re-checked in the UPDATE itself, so of several
 * servers claiming at once only one gets each row.
 */
export class AlertsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async vapidKeys(): Promise<{ publicKey: string; privateKey: string } | undefined> {
    const row = await this.db
      .selectFrom('push_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', 1)
      .executeTakeFirst();
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : undefined;
  }

  /** Keeps the pair unless another server kept one first; the caller reads back the winner. */
  async keepVapidKeys(publicKey: string, privateKey: string, now: string): Promise<void> {
    await this.db
      .insertInto('push_keys')
      .values({ id: 1, public_key: publicKey, private_key: privateKey, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  async insert(row: Insertable<AlertsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('alerts')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Alerts of a site created since an instant (the hourly budget). */
  async countSince(siteId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', siteId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The oldest alert of a site since an instant: when it leaves the hour, one more may go. */
  async oldestSince(siteId: number, since: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('alerts')
      .select('created_at')
      .where('site_id', '=', siteId)
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }

  async find(id: number): Promise<AlertRow | undefined> {
    return this.db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The newest alert's id (0 when there is none): where the in-app stream starts. */
  async lastId(): Promise<number> {
    const row = await this.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return row?.id ?? 0;
  }

  /** Alerts after an id, oldest first (every site's: the stream sorts them out). */
  async after(id: number, limit: number): Promise<AlertRow[]> {
    return this.db
      .selectFrom('alerts')
      .selectAll()
      .where('id', '>', id)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async listRecent(siteId: number, limit: number): Promise<AlertWithPending[]> {
    const rows = await this.db
      .selectFrom('alerts')
      .selectAll('alerts')
      .select((eb) =>
        eb
          .selectFrom('alert_deliveries')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('alert_deliveries.alert_id', '=', 'alerts.id')
          .as('pending'),
      )
      .where('site_id', '=', siteId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, pending: Number(row.pending ?? 0) }));
  }

  /** Queues one delivery per subscription, in chunks (engines bound the parameters of a statement). */
  async enqueue(alertId: number, subscriptionIds: readonly number[], now: string): Promise<void> {
    const CHUNK = 500;
    for (let i = 0; i < subscriptionIds.length; i += CHUNK)
      await this.db
        .insertInto('alert_deliveries')
        .values(
          subscriptionIds.slice(i, i + CHUNK).map((subscriptionId) => ({
            alert_id: alertId,
            subscription_id: subscriptionId,
            state: 'queued',
            next_at: now,
          })),
        )
        .execute();
  }

  /**
   * Takes up to `limit` deliveries that are due, or whose holder's lease ran out (its server
   * stopped mid-send), for `owner` until `leaseUntil`.
   */
  async claim(
    owner: string,
    now: string,
    leaseUntil: string,
    limit: number,
  ): Promise<HeldDelivery[]> {
    const candidates = await this.db
      .selectFrom('alert_deliveries')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('next_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('lease_expires_at', '<', now)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
    const held: HeldDelivery[] = [];
    for (const candidate of candidates) {
      const row = await this.db
        .updateTable('alert_deliveries')
        .set((eb) => ({
          state: 'running',
          lease_owner: owner,
          lease_expires_at: leaseUntil,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', candidate.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('next_at', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('lease_expires_at', '<', now)]),
          ]),
        )
        .returning(['id', 'alert_id', 'subscription_id', 'attempts'])
        .executeTakeFirst();
      if (row)
        held.push({
          id: row.id,
          alertId: row.alert_id,
          subscriptionId: row.subscription_id,
          attempts: row.attempts,
        });
    }
    return held;
  }

  /**
   * Ends a delivery this owner still holds: its row goes and its alert counts the outcome. Call
   * inside a transaction, so the count and the removal are stored together. False when the lease
   * was lost (another server took the row and will count it).
   */
  async finish(
    id: number,
    owner: string,
    alertId: number,
    outcome: DeliveryOutcome,
  ): Promise<boolean> {
    const result = await this.db
      .deleteFrom('alert_deliveries')
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await this.db
      .updateTable('alerts')
      .set((eb) => ({ [outcome]: eb(outcome, '+', 1) }))
      .where('id', '=', alertId)
      .execute();
    return true;
  }

  /** Puts a delivery this owner holds back in the queue, to be tried at `nextAt` (the backoff). */
  async retryLater(id: number, owner: string, nextAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('alert_deliveries')
      .set({ state: 'queued', next_at: nextAt, lease_owner: null, lease_expires_at: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
