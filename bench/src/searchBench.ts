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
import { ContentWriter } from '@news/server/services/ContentWriter';
import { SearchService } from '@news/server/services/SearchService';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ITEMS = arg('items', 100_000);
const RUNS = arg('runs', 200);

// Word pools per site, so the index holds text in every script the product serves.
const POOLS: Record<string, string[]> = {
  'zh-Hans': '青岛 济南 烟台 潍坊 威海 淄博 临沂 泰安 曲阜 地铁 高铁 轮渡 啤酒节 风筝 苹果 蔬菜 港口 医院 学校 天气 降温 大雾 游客 市民 开幕 启动 发布 通车 丰收 冬季 夏季 文化 非遗 美食 海鲜 马拉松 足球 科技 新能源'.split(' '),
  en: 'Qingdao Jinan Yantai Weifang Weihai Zibo Linyi metro railway ferry festival kites apples harvest port hospital school weather fog visitors residents opens launches record winter summer culture heritage seafood marathon football technology energy'.split(' '),
  ru: 'Циндао Цзинань Яньтай Вэйфан Вэйхай метро поезд паром фестиваль фестиваля змеев яблок урожай порт больница школа погода туман туристы жители открылся запуск рекорд зима лето культура морепродукты марафон футбол технологии'.split(' '),
  ja: '青島 済南 煙台 濰坊 威海 地下鉄 高速鉄道 フェリー ビール 祭り 凧 リンゴ 収穫 港 病院 学校 天気 霧 観光客 開幕 記録 冬 夏 文化 グルメ マラソン サッカー 技術'.split(' '),
  kr: '칭다오 지난 옌타이 웨이팡 웨이하이 지하철 고속철 카페리 맥주 축제 연 사과 수확 항구 병원 학교 날씨 안개 관광객 개막 기록 겨울 여름 문화 해산물 마라톤 축구 기술'.split(' '),
};

let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
function pick(pool: string[]): string {
  return pool[Math.floor(random() * pool.length)] ?? '';
}
function sentence(pool: string[], words: number, spaced: boolean): string {
  return Array.from({ length: words }, () => pick(pool)).join(spaced ? ' ' : '');
}

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
    await new SitesRepository(db).upsert({ id: site.id, lang: site.lang, name: site.nativeName, appUrl: '' });
    categoryIds.set(site.id, await new CategoriesRepository(db).insert({
      site_id: site.id, parent_id: null, key: 'news', title: 'News', kind: 'news', is_tab: 1, is_home_column: 1, sort: 0, domain: 'news',
    }));
  }
  const loadStart = performance.now();
  const start = Date.now();
  const batch = 2_000;
  for (let done = 0; done < ITEMS; done += batch) {
    await db.transaction().execute(async (trx) => {
      const writer = new ContentWriter(trx, createSearchIndex(database.dialect, trx));
      for (let i = done; i < Math.min(ITEMS, done + batch); i += 1) {
        const site = SITES[i % SITES.length] ?? SITES[0]!;
        const pool = POOLS[site.lang] ?? [];
        const spaced = site.lang === 'en' || site.lang === 'ru' || site.lang === 'kr';
        const date = new Date(start - i * 60_000).toISOString();
        await writer.insert({
          site_id: site.id,
          category_id: categoryIds.get(site.id) ?? 0,
          key: `bench-${String(i)}`,
          publish_type: i % 7 === 0 ? 'TUSHUO' : 'TUWEN',
          title: sentence(pool, 6, spaced),
          description: sentence(pool, 12, spaced),
          body_html: `<p>${sentence(pool, 60, spaced)}</p><p>${sentence(pool, 60, spaced)}</p>`,
          publish_date: date,
          created_at: date,
          updated_at: date,
        });
      }
    });
    process.stderr.write(`\rloading ${String(Math.min(ITEMS, done + batch))}/${String(ITEMS)}`);
  }
  process.stderr.write('\n');
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const service = new SearchService(index, new ContentRepository(db), new SiteConfigRepository(db), () => new Date().toISOString());
  const queries: { label: string; lang: 'zh-Hans' | 'en' | 'ru' | 'ja' | 'kr'; keyword: string; type?: 'TUSHUO' }[] = [
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
  console.log(`\nsearch on SQLite, ${String(ITEMS)} items across 5 sites (loaded in ${loadSeconds.toFixed(1)} s), ${String(RUNS)} runs each, page size 10`);
  console.log('query                      total   median ms   p95 ms');
  const all: number[] = [];
  for (const q of queries) {
    const pageNo = q.label.includes('deep') ? 5 : 1;
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now();
      const page = await service.search(siteByLang(q.lang), q.keyword, q.type, { pageNo, pageSize: 10 });
      times.push(performance.now() - t0);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(`${q.label.padEnd(26)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(2).padStart(11)} ${percentile(times, 95).toFixed(2).padStart(8)}`);
  }
  all.sort((a, b) => a - b);
  console.log(`${'all queries'.padEnd(26)} ${''.padStart(6)} ${percentile(all, 50).toFixed(2).padStart(11)} ${percentile(all, 95).toFixed(2).padStart(8)}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
