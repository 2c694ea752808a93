import { SCHEDULER } from '../audit/Actor.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import type { Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PublicChange } from '../shared/PublicChange.ts';
import { ItemWriter } from './ItemWriter.ts';
import { groupChanges } from './versionChanges.ts';

/**
 * Publishes scheduled items when their time comes. Any number of servers may run it at once:
 * the claim is one UPDATE of the due rows from `scheduled` to `published`, so each item is
 * published (and audited) by exactly one of them.
 */
export class ScheduledPublisher {
  constructor(
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  /** Publishes what is due now; the ids published. */
  async tick(): Promise<number[]> {
    const now = this.clock.iso();
    const { claimed: published, versions } = await this.transaction(async (tx) => {
      const editorial = tx.editorial;
      const claimed = await editorial.claimDue(now);
      const writer = new ItemWriter(tx);
      for (const item of claimed) {
        const row = await editorial.find(item.id);
        if (!row) continue;
        await writer.setLinkedStatus(row, 'published');
        await this.audit.record(tx, SCHEDULER, {
          action: 'content.publish',
          target: { type: 'content', id: item.id },
          siteId: item.site_id,
          before: { status: 'scheduled', publishDate: row.publish_date },
          after: { status: 'published', publishDate: row.publish_date },
        });
      }
      const ids = claimed.map((item) => item.id);
      return { claimed, versions: await groupChanges(tx, ids, ids, true) };
    });
    // One change per site: each site's lists gained items.
    for (const siteId of new Set(published.map((item) => item.site_id)))
      this.onPublicChange({
        scope: 'items',
        siteId,
        itemIds: published.filter((item) => item.site_id === siteId).map((item) => item.id),
        lists: true,
      });
    // Their versions on other sites now offer them to readers.
    for (const change of versions) this.onPublicChange(change);
    return published.map((item) => item.id);
  }
}
