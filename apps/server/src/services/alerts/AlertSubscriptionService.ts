import type { z } from 'zod/mini';
import {
  ALERT_SUBJECTS_MAX,
  type alertSetupSchema,
  type alertSubscriptionSchema,
  type AlertSubject,
} from '@news/contract/alertSchemas';
import type {
  alertSubscribeBodySchema,
  alertUnsubscribeBodySchema,
} from '@news/contract/alertInputSchemas';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import type { VapidKeySource } from './VapidKeySource.ts';

export interface SubscriptionOptions {
  /**
   * Push services the server will post to (host names; a host's subdomains too): a subscription
   * names an address the server calls, so an address anywhere else is refused rather than called.
   */
  pushHosts: readonly string[];
  /** Whether the official account's alert template is configured. */
  wechat: boolean;
}

/** The messaging-app subscription's key in the endpoint column: one per reader. */
export function wechatEndpointOf(userId: number): string {
  return `wechat:${String(userId)}`;
}

/** Whether a push subscription's address is at one of the push services the server accepts. */
export function isAcceptedPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!listed || url.username !== '' || url.password !== '') return false;
  // Plain HTTP only to this machine (a test's push service); a real push service is HTTPS on
  // its own port: another port of a listed host is some other program the server would call.
  return (
    (url.protocol === 'https:' && url.port === '') ||
    (url.protocol === 'http:' && host === '127.0.0.1')
  );
}

/** Same subjects once each, in a stable order. */
function distinctSubjects(subjects: readonly AlertSubject[]): AlertSubject[] {
  const seen = new Map<string, AlertSubject>();
  for (const s of subjects) seen.set(`${s.kind}\u0000${s.id}`, s);
  return [...seen.values()].slice(0, ALERT_SUBJECTS_MAX);
}

/**
 * Readers' opt-in to alerts (issue 29): a browser's push subscription or the messaging app, each
 * with its choices — breaking news, and the subjects it wants alerts about. Nothing else about
 * the reader is kept; a browser's subscription needs no account.
 */
export class AlertSubscriptionService {
  constructor(
    private readonly repos: Pick<Repositories, 'alertSubscriptions' | 'users'>,
    private readonly transaction: Transaction,
    private readonly vapid: VapidKeySource,
    private readonly options: SubscriptionOptions,
    private readonly clock: Clock,
  ) {}

  async setup(): Promise<z.input<typeof alertSetupSchema>> {
    const { publicKey } = await this.vapid.keys();
    return { publicKey, wechat: this.options.wechat, subjectsMax: ALERT_SUBJECTS_MAX };
  }

  async subscribe(
    siteId: number,
    user: SignedInReader | undefined,
    body: z.output<typeof alertSubscribeBodySchema>,
  ): Promise<z.input<typeof alertSubscriptionSchema>> {
    const subjects = distinctSubjects(body.subjects);
    if (!body.breaking && subjects.length === 0)
      throw DomainError.refused('error.alertsNothingChosen');
    let target: { endpoint: string; p256dh: string; auth: string; userId: number | null };
    if (body.channel === 'webpush') {
      if (!isAcceptedPushService(body.subscription.endpoint, this.options.pushHosts))
        throw DomainError.refused('error.alertsPushService');
      target = {
        endpoint: body.subscription.endpoint,
        p256dh: body.subscription.keys.p256dh.replace(/=+$/, ''),
        auth: body.subscription.keys.auth.replace(/=+$/, ''),
        // A browser's subscription is kept apart from any account: nothing links the two.
        userId: null,
      };
    } else {
      if (!this.options.wechat) throw DomainError.refused('error.wechatOff');
      if (!user) throw DomainError.unauthorized('error.unauthorized');
      const row = await this.repos.users.find(user.id);
      if (!row?.wx_openid) throw DomainError.refused('error.alertsNotBound');
      target = { endpoint: wechatEndpointOf(user.id), p256dh: '', auth: '', userId: user.id };
    }
    await this.transaction((tx) =>
      tx.alertSubscriptions.upsert({
        siteId,
        channel: body.channel,
        ...target,
        breaking: body.breaking,
        subjects,
        now: this.clock.iso(),
      }),
    );
    return { channel: body.channel, breaking: body.breaking, subjects };
  }

  /** Ends a subscription; one that is already gone is not an error (the reader's wish holds). */
  async unsubscribe(
    user: SignedInReader | undefined,
    body: z.output<typeof alertUnsubscribeBodySchema>,
  ): Promise<null> {
    let endpoint: string;
    if (body.channel === 'webpush') endpoint = body.endpoint;
    else {
      if (!user) throw DomainError.unauthorized('error.unauthorized');
      endpoint = wechatEndpointOf(user.id);
    }
    const row = await this.repos.alertSubscriptions.findByEndpoint(endpoint);
    if (row) await this.transaction((tx) => tx.alertSubscriptions.remove(row.id));
    return null;
  }
}
