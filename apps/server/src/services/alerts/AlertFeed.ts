import type { StreamedAlert } from '@news/contract/alertSchemas';
import type { Repositories } from '../Repositories.ts';
import { streamedAlertOf } from './AlertService.ts';

type Listener = (siteId: number, message: StreamedAlert) => void;

const BATCH = 100;

/**
 * New alerts for the in-app stream. Each server reads the alerts table after the last one it
 * saw — one query a turn whoever is listening, not one per open app — so an alert sent through
 * any server of a cluster reaches the readers connected to every other, with nothing but the
 * shared database; the server that sent it is woken at once.
 */
export class AlertFeed {
  #lastId: number | undefined;
  readonly #listeners = new Set<Listener>();

  constructor(private readonly repos: Pick<Repositories, 'alerts'>) {}

  /** Calls `listener` for every alert from now on; returns how to stop. */
  listen(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /**
   * One turn; true when it found a full batch. It reads even while nobody listens (one indexed
   * query a turn), so a reader who connects is told of every alert from then on.
   */
  async poll(): Promise<boolean> {
    if (this.#lastId === undefined) {
      this.#lastId = await this.repos.alerts.lastId();
      return false;
    }
    const rows = await this.repos.alerts.after(this.#lastId, BATCH);
    for (const row of rows) {
      this.#lastId = row.id;
      const message = streamedAlertOf(row);
      for (const listener of this.#listeners) listener(row.site_id, message);
    }
    return rows.length === BATCH;
  }
}
