import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { DirectoryMediaStore } from './DirectoryMediaStore.ts';
import type { ServedMediaStore } from './ServedMediaStore.ts';
import { PostgresMediaStore } from './PostgresMediaStore.ts';

/** The media store the configuration names (`MEDIA_STORE`, `MEDIA_DIR`). */
export function createMediaStore(config: Config, database: DatabaseHandle): ServedMediaStore {
  if (config.mediaStore === 'postgres') {
    if (database.dialect !== 'postgres')
      throw new Error('MEDIA_STORE=postgres needs DATABASE_URL to name a PostgreSQL database');
    return new PostgresMediaStore(database.db);
  }
  return new DirectoryMediaStore(config.mediaDir);
}
