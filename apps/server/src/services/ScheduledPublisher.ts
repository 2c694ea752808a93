import { SCHEDULER } from '../console/Actor.ts';
import type { AuditTrail } from '../console/AuditTrail.ts';
import { ItemWriter } from '../console/itemWriter.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { EditorialRepository } from '../repositories/EditorialRepository.ts';
import type { PublicChange } from './PublicChange.ts';

/**
 * Publishes scheduled items when their time comes. Any number of servers may run it at once:
 * the claim is one UPDATE of the due rows from `scheduled` to `published`, so each item is
 * published (and audited) by exactly one of them.
 */
export class ScheduledPublisher {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly audit: AuditTrail,
    private readonly clock: () => Date,
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  /** Publishes what is due now; the ids published. */
  async tick(): Promise<number[]> {
    const now = this.clock().toISOString();
    const published = await this.database.db.transaction().execute(async (trx) => {
      const editorial = new EditorialRepository(trx);
      const claimed = await editorial.claimDue(now);
      const writer = new ItemWriter(trx, this.database.dialect);
      for (const item of claimed) {
        const row = await editorial.find(item.id);
        if (!row) continue;
        await writer.setLinkedStatus(row, 'published');
        await this.audit.record(trx, SCHEDULER, {
          action: 'content.publish',
          target: { type: 'content', id: item.id },
          siteId: item.site_id,
          before: { status: 'scheduled', publishDate: row.publish_date },
          after: { status: 'published', publishDate: row.publish_date },
        });
      }
      return claimed;
    });
    // One change per site: each site's lists gained items.
    for (const siteId of new Set(published.map((item) => item.site_id)))
      this.onPublicChange({
        scope: 'items',
        siteId,
        itemIds: published.filter((item) => item.site_id === siteId).map((item) => item.id),
        lists: true,
      });
    return published.map((item) => item.id);
  }
}
