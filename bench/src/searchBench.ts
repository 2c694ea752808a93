/**
 * Search latency at scale: loads N generated items (default 100,000) into a fresh SQLite
 * database through the same writer the app uses (sanitising and indexing), then times real
 * searches through the search service and prints the median and 95th percentile per query kind.
 *
 *   npm run bench:search [-- --items 100000 --runs 200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SITES, siteByLang } from '@news/contract/sites';
import { migrateToLatest, openDatabase } from '@news/server/db/database';
import { CategoriesRepository } from '@news/server/repositories/CategoriesRepository';
import { ContentRepository } from '@news/server/repositories/ContentRepository';
import { SiteConfigRepository } from '@news/server/repositories/SiteConfigRepository';
import { SitesRepository } from '@news/server/repositories/SitesRepository';
import { createSearchIndex } from '@news/server/search/createSearchIndex';
import { PictureNotesRepository } from '@news/server/repositories/PictureNotesRepository';
import { PictureLibrary } from '@news/server/services/reading/PictureLibrary';
import { SearchService } from '@news/server/services/reading/SearchService';
import { systemClock } from '@news/server/services/shared/Clock';
import { generateItems } from './generateItems.ts';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ITEMS = arg('items', 100_000);
const RUNS = arg('runs', 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'news-bench-search-'));
const database = openDatabase({ databaseUrl: undefined, dataDir });
try {
  await migrateToLatest(database);
  const { db } = database;
  const index = createSearchIndex(database.dialect, db);
  const categoryIds = new Map<number, number>();
  for (const site of SITES) {
    await new SitesRepository(db).upsert({
      id: site.id,
      lang: site.lang,
      name: site.nativeName,
      appUrl: '',
    });
    categoryIds.set(
      site.id,
      await new CategoriesRepository(db).insert({
        site_id: site.id,
        parent_id: null,
        key: 'news',
        title: 'News',
        kind: 'news',
        is_tab: 1,
        is_home_column: 1,
        sort: 0,
        domain: 'news',
      }),
    );
  }
  const loadStart = performance.now();
  await generateItems(database, ITEMS, (siteId) => categoryIds.get(siteId) ?? 0);
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const service = new SearchService(
    index,
    new ContentRepository(db),
    new SiteConfigRepository(db),
    systemClock,
    // The generated items carry no processed pictures: the library is never asked.
    new PictureLibrary(new PictureNotesRepository(db)),
  );
  const queries: {
    label: string;
    lang: 'zh-Hans' | 'en' | 'ru' | 'ja' | 'kr';
    keyword: string;
    type?: 'TUSHUO';
  }[] = [
    { label: 'zh two characters', lang: 'zh-Hans', keyword: '青岛' },
    { label: 'zh one character', lang: 'zh-Hans', keyword: '港' },
    { label: 'zh phrase', lang: 'zh-Hans', keyword: '啤酒节开幕' },
    { label: 'en word', lang: 'en', keyword: 'festival' },
    { label: 'en two words', lang: 'en', keyword: 'Qingdao ferry' },
    { label: 'ru inflected', lang: 'ru', keyword: 'фестиваль' },
    { label: 'ja word', lang: 'ja', keyword: 'ビール' },
    { label: 'kr word', lang: 'kr', keyword: '칭다오' },
    { label: 'zh filtered by type', lang: 'zh-Hans', keyword: '青岛', type: 'TUSHUO' },
    { label: 'en deep page (5)', lang: 'en', keyword: 'festival' },
  ];
  console.log(
    `\nsearch on SQLite, ${String(ITEMS)} items across 5 sites (loaded in ${loadSeconds.toFixed(1)} s), ${String(RUNS)} runs each, page size 10`,
  );
  console.log('query                      total   median ms   p95 ms');
  const all: number[] = [];
  for (const q of queries) {
    const pageNo = q.label.includes('deep') ? 5 : 1;
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now();
      const page = await service.search(siteByLang(q.lang), q.keyword, q.type, {
        pageNo,
        pageSize: 10,
      });
      times.push(performance.now() - t0);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${q.label.padEnd(26)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(2).padStart(11)} ${percentile(times, 95).toFixed(2).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'all queries'.padEnd(26)} ${''.padStart(6)} ${percentile(all, 50).toFixed(2).padStart(11)} ${percentile(all, 95).toFixed(2).padStart(8)}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
