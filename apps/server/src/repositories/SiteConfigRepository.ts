import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
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

  /** Every ad of a position, running or not, in the editors' order. */
  async adsOf(siteId: number, position: string): Promise<Ad[]> {
    return this.db
      .selectFrom('ads')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('position', '=', position)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async replaceAds(siteId: number, position: string, rows: Insertable<AdsTable>[]): Promise<void> {
    await this.db
      .deleteFrom('ads')
      .where('site_id', '=', siteId)
      .where('position', '=', position)
      .execute();
    await this.insertAds(rows);
  }

  async memorialDays(siteId: number): Promise<MemorialDay[]> {
    return this.db
      .selectFrom('memorial_days')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('start_at')
      .execute();
  }

  async replaceMemorialDays(siteId: number, rows: Insertable<MemorialDaysTable>[]): Promise<void> {
    await this.db.deleteFrom('memorial_days').where('site_id', '=', siteId).execute();
    if (rows.length > 0) await this.db.insertInto('memorial_days').values(rows).execute();
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

  async replaceHotWords(siteId: number, words: readonly string[]): Promise<void> {
    await this.db.deleteFrom('hot_words').where('site_id', '=', siteId).execute();
    await this.insertHotWords(words.map((word, sort) => ({ site_id: siteId, word, sort })));
  }

  async insertAppVersion(row: Insertable<AppVersionsTable>): Promise<void> {
    await this.db.insertInto('app_versions').values(row).execute();
  }

  /**
   * The version offered on a platform: the site's own newest when it has one, else the newest
   * offered on every site (without a site: only those).
   */
  async latestAppVersion(platform: string, siteId?: number): Promise<AppVersion | undefined> {
    let query = this.db.selectFrom('app_versions').selectAll().where('platform', '=', platform);
    query =
      siteId === undefined
        ? query.where('site_id', 'is', null)
        : query.where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]));
    return query
      .orderBy(sql`case when site_id is null then 1 else 0 end`)
      .orderBy('version_code', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
}
