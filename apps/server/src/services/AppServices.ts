import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';

/** What route modules may use: configuration, repositories and shared short-lived state. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  store: ShortLivedStore;
  sites: SitesRepository;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  store: ShortLivedStore,
): AppServices {
  return { config, database, store, sites: new SitesRepository(database.db) };
}
