import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { PublicChangeSignal } from '../services/shared/PublicChange.ts';
import { ApiEdge } from './ApiEdge.ts';
import { EdgePurger } from './EdgePurger.ts';
import { registerEdgeHeaders } from './registerEdgeHeaders.ts';
import { keysOfChange } from './surrogateKeys.ts';

/**
 * The server's side of a shared cache in front of it (docs/adr/0019): every answer says whether
 * and how long shared caches may keep it and what it shows (surrogate keys), and the changes
 * this server makes are purged by those keys at the edges named by EDGE_PURGE_URLS (none: the
 * headers alone, for a CDN that is purged otherwise or only lets answers expire).
 */
export class Edge {
  /** What the site APIs use: their reads' headers, their writes' purges. */
  readonly api: ApiEdge;
  readonly #purger: EdgePurger;

  /** Registers the headers' hook: before the routes, so that it covers every one of them. */
  constructor(app: FastifyInstance, config: Config['edge']) {
    registerEdgeHeaders(app, config);
    this.#purger = new EdgePurger(config.purgeUrls, {
      warn: (message) => {
        app.log.warn(message);
      },
    });
    // Readers' writes change counts many times a second on a busy item: batched.
    this.api = new ApiEdge(config, (change) => {
      this.#purger.purge(keysOfChange(change), 'batched');
    });
    app.addHook('onClose', async () => {
      await this.#purger.close();
    });
  }

  /**
   * From now on, purges at once what the services' writes change (an editor's publish, the
   * scheduler, site settings, moderation). Subscribe after the response cache: the purge then
   * goes out after this server's cache is emptied and the others are told.
   */
  purgeChangesOf(signal: PublicChangeSignal): void {
    signal.on((change) => {
      this.#purger.purge(keysOfChange(change), 'now');
    });
  }
}
