import type { z } from 'zod/mini';
import { can } from '@news/contract/console/permissions';
import type {
  alertListSchema,
  alertPreviewSchema,
  alertSendBodySchema,
  alertSummarySchema,
} from '@news/contract/console/alertSchemas';
import type { AlertMessage, AlertSubject, StreamedAlert } from '@news/contract/alertSchemas';
import { siteByLang, siteById, type SiteLang } from '@news/contract/sites';
import type { AlertRow, AlertWithPending } from '../../repositories/AlertsRepository.ts';
import type { ContentRow } from '../../repositories/ContentRepository.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { parseTags } from '../editorial/itemDocument.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import { actorOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';

type SendBody = z.output<typeof alertSendBodySchema>;
type AlertSummary = z.input<typeof alertSummarySchema>;

const HOUR_MS = 3_600_000;
/** How long a push service keeps an alert for a phone that is off: news goes stale. */
const ALERT_TTL_S = 4 * 3600;
const RECENT_ALERTS = 50;

export interface AlertLimits {
  /** Alerts per site per hour. */
  perHour: number;
}

/** What an alert carries to a reader: the push payload and the in-app event alike. */
export function alertMessageOf(row: AlertRow): AlertMessage {
  return {
    id: row.id,
    title: row.title,
    body: row.line,
    url: row.url,
    contentId: row.content_id,
    lang: siteById(row.site_id)?.lang ?? 'en',
    at: row.created_at,
  };
}

interface Audience {
  breaking: boolean;
  subjects: AlertSubject[];
}

function audienceOf(row: AlertRow): Audience {
  try {
    const value = JSON.parse(row.audience) as Audience;
    return { breaking: value.breaking, subjects: value.subjects };
  } catch {
    return { breaking: false, subjects: [] };
  }
}

/** What the in-app stream carries of an alert: the message and whom it was sent to. */
export function streamedAlertOf(row: AlertRow): StreamedAlert {
  const { breaking, subjects } = audienceOf(row);
  return {
    ...alertMessageOf(row),
    audience: { breaking, subjects: subjects.map(({ kind, id }) => ({ kind, id })) },
  };
}

/** The subjects an item has: its channel, topic, tags and author. */
function subjectsOfItem(item: ContentRow): AlertSubject[] {
  const subjects: AlertSubject[] = [{ kind: 'channel', id: String(item.category_id) }];
  if (item.special_id !== null) subjects.push({ kind: 'topic', id: String(item.special_id) });
  for (const tag of parseTags(item.tags)) subjects.push({ kind: 'tag', id: tag });
  if (item.author.trim() !== '') subjects.push({ kind: 'author', id: item.author.trim() });
  return subjects;
}

/**
 * Breaking-news alerts (issue 29): an editor sends one for a published item of a site they work
 * on, to the readers who asked for breaking news and/or for the item's subjects, at most the
 * site's hourly budget. Sending queues one delivery per subscription in the same transaction as
 * the alert and its audit entry, so an alert is either fully queued or not at all; the
 * dispatcher sends them. Only counts are kept: nothing says which reader got or opened what.
 */
export class AlertService {
  constructor(
    private readonly repos: Pick<Repositories, 'alerts' | 'alertSubscriptions' | 'content'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly limits: AlertLimits,
    private readonly clock: Clock,
    /** Told after an alert is queued: wakes this server's sender and in-app stream. */
    private readonly queued: () => void,
  ) {}

  async preview(
    staff: StaffPrincipal,
    site: SiteLang,
    body: SendBody,
    origin: string,
  ): Promise<z.input<typeof alertPreviewSchema>> {
    const siteId = this.assertSite(staff, site);
    const item = await this.publishedItem(siteId, body);
    const reach = await this.repos.alertSubscriptions.audienceOf(
      siteId,
      body.breaking,
      body.subjects,
    );
    return {
      title: body.title,
      body: body.line,
      url: shareRoute(origin, site, item.id),
      reach: reach.length,
    };
  }

  async send(
    staff: StaffPrincipal,
    site: SiteLang,
    body: SendBody,
    origin: string,
  ): Promise<AlertSummary> {
    const siteId = this.assertSite(staff, site);
    const item = await this.publishedItem(siteId, body);
    const now = this.clock.date();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const row = await this.transaction(async (tx) => {
      if ((await tx.alerts.countSince(siteId, since)) >= this.limits.perHour) {
        const oldest = await tx.alerts.oldestSince(siteId, since);
        const waitMs = oldest ? Date.parse(oldest) + HOUR_MS - now.getTime() : HOUR_MS;
        throw DomainError.rateLimited('error.alertBudget', Math.max(1, Math.ceil(waitMs / 1000)));
      }
      const audience: Audience = { breaking: body.breaking, subjects: body.subjects };
      const subscriptions = await tx.alertSubscriptions.audienceOf(
        siteId,
        body.breaking,
        body.subjects,
      );
      const iso = now.toISOString();
      const id = await tx.alerts.insert({
        site_id: siteId,
        content_id: item.id,
        title: body.title,
        line: body.line,
        url: shareRoute(origin, site, item.id),
        audience: JSON.stringify(audience),
        urgency: body.urgency,
        ttl_s: ALERT_TTL_S,
        queued: subscriptions.length,
        created_by: staff.id,
        created_at: iso,
      });
      await tx.alerts.enqueue(id, subscriptions, iso);
      await this.audit.record(tx, actorOf(staff), {
        action: 'alert.send',
        target: { type: 'content', id: item.id },
        siteId,
        after: {
          alert: id,
          title: body.title,
          line: body.line,
          ...audience,
          queued: subscriptions.length,
        },
      });
      const stored = await tx.alerts.find(id);
      if (!stored) throw new Error('the alert was not stored');
      return stored;
    });
    this.queued();
    return summaryOf({ ...row, pending: row.queued });
  }

  async list(staff: StaffPrincipal, site: SiteLang): Promise<z.input<typeof alertListSchema>> {
    const siteId = this.assertSite(staff, site);
    const rows = await this.repos.alerts.listRecent(siteId, RECENT_ALERTS);
    const since = new Date(this.clock.date().getTime() - HOUR_MS).toISOString();
    const used = await this.repos.alerts.countSince(siteId, since);
    return {
      list: rows.map(summaryOf),
      perHour: this.limits.perHour,
      left: Math.max(0, this.limits.perHour - used),
    };
  }

  private assertSite(staff: StaffPrincipal, site: SiteLang): number {
    if (!can(staff, 'content', site)) throw DomainError.forbidden('error.forbiddenSite', { site });
    return siteByLang(site).id;
  }

  /** The item, published and live now; its subjects must include every subject the alert names. */
  private async publishedItem(siteId: number, body: SendBody): Promise<ContentRow> {
    if (!body.breaking && body.subjects.length === 0)
      throw DomainError.refused('error.alertNoAudience');
    const item = await this.repos.content.find(siteId, Number(body.contentId), this.clock.iso());
    if (!item) throw DomainError.refused('error.alertNotPublished');
    const own = new Set(subjectsOfItem(item).map((s) => `${s.kind}\u0000${s.id}`));
    for (const subject of body.subjects)
      if (!own.has(`${subject.kind}\u0000${subject.id}`))
        throw DomainError.refused('error.alertSubjectNotOfItem', {
          subject: `${subject.kind} ${subject.id}`,
        });
    return item;
  }
}

function summaryOf(row: AlertWithPending): AlertSummary {
  const audience = audienceOf(row);
  return {
    id: row.id,
    contentId: row.content_id,
    title: row.title,
    line: row.line,
    url: row.url,
    breaking: audience.breaking,
    subjects: audience.subjects,
    queued: row.queued,
    sent: row.sent,
    failed: row.failed,
    gone: row.gone,
    pending: row.pending,
    createdAt: row.created_at,
  };
}

/** The item's share route (`/s/<lang>/<id>`): a click on the alert opens it in the app. */
function shareRoute(origin: string, site: SiteLang, id: number): string {
  return `${origin}/s/${site}/${String(id)}`;
}
