import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AdsTable,
  AppVersionsTable,
  Database,
  HotWordsTable,
  MemorialDaysTable,
} from '../db/schema.ts';

export type Ad = Selectable<AdsTable>;
type MemorialDay = Selectable<MemorialDaysTable>;
type AppVersion = Selectable<AppVersionsTable>;

/** Per-site settings the editors run: ads, memorial days, switches, hot words, app versions. */
export class SiteConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertAds(rows: Insertable<AdsTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('ads').values(rows).execute();
  }

  /** Ads of a position that are running at `now`, in the editors' order. */
  async activeAds(siteId: number, position: string, now: string): Promise<Ad[]> {
    return this.db
      .selectFrom('ads')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('position', '=', position)
      .where('start_at', '<=', now)
      .where('end_at', '>', now)
      .orderBy('sort')
      .execute();
  }

  async insertMemorialDay(row: Insertable<MemorialDaysTable>): Promise<void> {
    await this.db.insertInto('memorial_days').values(row).execute();
  }

  async activeMemorialDay(siteId: number, now: string): Promise<MemorialDay | undefined> {
    return this.db
      .selectFrom('memorial_days')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('start_at', '<=', now)
      .where('end_at', '>', now)
      .executeTakeFirst();
  }

  async setSwitch(siteId: number, key: string, value: string): Promise<void> {
    const existing = await this.db
      .selectFrom('mdiy_config')
      .select('value')
      .where('site_id', '=', siteId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (existing) {
      await this.db
        .updateTable('mdiy_config')
        .set({ value })
        .where('site_id', '=', siteId)
        .where('key', '=', key)
        .execute();
    } else {
      await this.db.insertInto('mdiy_config').values({ site_id: siteId, key, value }).execute();
    }
  }

  async switches(siteId: number): Promise<Record<string, string>> {
    const rows = await this.db
      .selectFrom('mdiy_config')
      .select(['key', 'value'])
      .where('site_id', '=', siteId)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async insertHotWords(rows: Insertable<HotWordsTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('hot_words').values(rows).execute();
  }

  async hotWords(siteId: number, limit = 20): Promise<string[]> {
    const rows = await this.db
      .selectFrom('hot_words')
      .select('word')
      .where('site_id', '=', siteId)
      .orderBy('sort')
      .limit(limit)
      .execute();
    return rows.map((r) => r.word);
  }

  async insertAppVersion(row: Insertable<AppVersionsTable>): Promise<void> {
    await this.db.insertInto('app_versions').values(row).execute();
  }

  async latestAppVersion(platform: string): Promise<AppVersion | undefined> {
    return this.db
      .selectFrom('app_versions')
      .selectAll()
      .where('platform', '=', platform)
      .orderBy('version_code', 'desc')
      .executeTakeFirst();
  }
}
