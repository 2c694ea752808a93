import { randomUUID } from 'node:crypto';
import type { AlertRow, HeldDelivery } from '../../repositories/AlertsRepository.ts';
import type { AlertSubscriptionRow } from '../../repositories/AlertSubscriptionsRepository.ts';
import type { PushResult, WebPushSender } from '../../push/WebPushSender.ts';
import type { WechatClient } from '../../wechat/WechatClient.ts';
import { WECHAT_UNREACHABLE_ERRCODES } from '../../wechat/WechatClient.ts';
import { WechatError } from '../../wechat/WechatError.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { alertMessageOf } from './AlertService.ts';

export interface DispatchOptions {
  /** How long a claimed delivery is this server's: past it, another server takes it over. */
  leaseMs: number;
  /** Deliveries claimed per turn, and sent at once. */
  batch: number;
  concurrency: number;
  /** Tries before a delivery counts as failed; between them 2^n × `backoffMs`. */
  maxAttempts: number;
  backoffMs: number;
}

export const DEFAULT_DISPATCH: DispatchOptions = {
  leaseMs: 30_000,
  batch: 50,
  concurrency: 8,
  maxAttempts: 5,
  backoffMs: 5_000,
};

/** The messaging app's side: the client and the official account's alert template. */
export interface WechatAlerts {
  client: WechatClient;
  templateId: string;
}

/**
 * Sends queued alert deliveries: claims a batch under a lease, sends each the way its
 * subscription takes it (Web Push, or the official account's template message), and records the
 * outcome — sent; gone (the push service or the messaging app says the reader is no longer
 * there: the subscription is removed); failed; or later, with backoff, until the attempts or the
 * alert's time to live run out. A server that dies mid-send leaves its deliveries leased; the
 * next server to look after the lease takes them, so an alert is never lost (it may, rarely,
 * reach a browser twice: the push message's topic lets the push service replace the first).
 */
export class AlertDispatcher {
  readonly #owner = `alerts-${randomUUID()}`;

  constructor(
    private readonly repos: Pick<Repositories, 'alerts' | 'alertSubscriptions' | 'users'>,
    private readonly transaction: Transaction,
    private readonly push: WebPushSender,
    private readonly wechat: WechatAlerts | undefined,
    private readonly options: DispatchOptions,
    private readonly clock: Clock,
  ) {}

  /** One turn; true when it found deliveries (the next turn follows at once). */
  async runOnce(): Promise<boolean> {
    const now = this.clock.date();
    const held = await this.repos.alerts.claim(
      this.#owner,
      now.toISOString(),
      new Date(now.getTime() + this.options.leaseMs).toISOString(),
      this.options.batch,
    );
    if (held.length === 0) return false;
    const alerts = new Map<number, Promise<AlertRow | undefined>>();
    const alertOf = (id: number): Promise<AlertRow | undefined> => {
      let found = alerts.get(id);
      if (!found) {
        found = this.repos.alerts.find(id);
        alerts.set(id, found);
      }
      return found;
    };
    const queue = [...held];
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift())
        await this.deliver(next, await alertOf(next.alertId));
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    return true;
  }

  private async deliver(delivery: HeldDelivery, alert: AlertRow | undefined): Promise<void> {
    if (!alert) {
      await this.finish(delivery, 'failed');
      return;
    }
    const subscription = await this.repos.alertSubscriptions.find(delivery.subscriptionId);
    // The reader unsubscribed after the alert was queued: nobody to tell.
    if (!subscription) {
      await this.finish(delivery, 'gone');
      return;
    }
    const ageS = Math.floor((this.clock.date().getTime() - Date.parse(alert.created_at)) / 1000);
    const ttlS = alert.ttl_s - ageS;
    if (ttlS <= 0) {
      await this.finish(delivery, 'failed');
      return;
    }
    const result =
      subscription.channel === 'wechat'
        ? await this.sendWechat(subscription, alert)
        : await this.push.send(subscription, JSON.stringify(alertMessageOf(alert)), {
            ttlSeconds: ttlS,
            urgency: alert.urgency === 'normal' ? 'normal' : 'high',
            topic: `alert${String(alert.id)}`,
          });
    if (result === 'retry') {
      if (delivery.attempts >= this.options.maxAttempts) await this.finish(delivery, 'failed');
      else {
        const waitMs = this.options.backoffMs * 2 ** (delivery.attempts - 1);
        await this.repos.alerts.retryLater(
          delivery.id,
          this.#owner,
          new Date(this.clock.date().getTime() + waitMs).toISOString(),
        );
      }
      return;
    }
    if (result === 'gone') {
      await this.transaction(async (tx) => {
        if (await tx.alerts.finish(delivery.id, this.#owner, delivery.alertId, 'gone'))
          await tx.alertSubscriptions.remove(subscription.id);
      });
      return;
    }
    await this.finish(delivery, result);
  }

  private async finish(delivery: HeldDelivery, outcome: 'sent' | 'failed' | 'gone'): Promise<void> {
    await this.transaction((tx) =>
      tx.alerts.finish(delivery.id, this.#owner, delivery.alertId, outcome),
    );
  }

  private async sendWechat(
    subscription: AlertSubscriptionRow,
    alert: AlertRow,
  ): Promise<PushResult> {
    if (!this.wechat || subscription.user_id === null) return 'failed';
    const user = await this.repos.users.find(subscription.user_id);
    // Unbound (or the account is gone) since subscribing: the messaging app cannot reach them.
    if (!user?.wx_openid) return 'gone';
    try {
      await this.wechat.client.sendTemplateMessage({
        openId: user.wx_openid,
        templateId: this.wechat.templateId,
        url: alert.url,
        data: { first: alert.title, keyword1: alert.line },
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WechatError && WECHAT_UNREACHABLE_ERRCODES.has(error.errcode ?? 0))
        return 'gone';
      return 'retry';
    }
  }
}
