/**
 * Web performance of the built app as a reader's phone gets it: for home, a news detail, a video
 * detail and search results, the first-load JavaScript of the route (gzipped, from the build's
 * manifest), and a Lighthouse run (mobile emulation, simulated slow 4G and CPU throttling, the
 * defaults of Lighthouse 12) in Debian's Chromium against the real server on the demo data:
 * bytes transferred, the performance, accessibility, best-practices and SEO scores, and LCP, TBT
 * and CLS. Each page is run several times and the median is shown, because simulated timings
 * still move with the load of a shared machine. The byte budgets are checked and the command
 * exits non-zero when one is over.
 *
 *   npm run bench:web            (builds the app first)
 *
 * Environment (all optional):
 *   BENCH_WEB_RUNS   Lighthouse runs per page (default 3)
 *   BENCH_WEB_LANG   site language of the pages (default en)
 *   BENCH_WEB_JSON   write the figures (and every run's scores) as JSON to this file
 *   CHROMIUM_PATH    the browser (default /usr/bin/chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildSignedHeaders } from '@news/contract/signing';
import { SITE_LANGS, siteByLang, type SiteLang } from '@news/contract/sites';
import { BENCH_SECRET, REPO, startNewsServer, stop, type Started } from './benchProcesses.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.ts';
import { measureRouteBundles, type BuildBundles } from './routeBundles.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3) || 3);
const LANG: SiteLang = SITE_LANGS.find((l) => l === process.env.BENCH_WEB_LANG) ?? 'en';
// The issue's budgets; the deterministic (byte) ones fail the command.
const HOME_BUDGET_KB = 120;
const HOME_AIM_KB = 100;
const ROUTE_BUDGET_KB = 160;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Page {
  name: string;
  /** The route module whose first-load JavaScript is reported. */
  module: string;
  hashPath: string;
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  scriptBytes: number;
  /** Audits of the non-performance categories that did not pass: id and title. */
  failing: string[];
}

interface PageResult {
  page: Page;
  url: string;
  criticalJsBytes: number;
  runs: Run[];
  median: Run;
}

async function api<T>(base: string, path: string, params: Record<string, string>): Promise<T> {
  const headers = buildSignedHeaders({
    platform: 'H5',
    deviceId: 'bench-web',
    lang: LANG,
    secret: BENCH_SECRET,
    token: null,
  });
  const url = `${base}${siteByLang(LANG).prefix}${path}?${new URLSearchParams(params).toString()}`;
  const body = (await (await fetch(url, { headers })).json()) as {
    code: number;
    msg: string;
    data: T;
  };
  if (body.code !== 1) throw new Error(`${path} answered ${String(body.code)}: ${body.msg}`);
  return body.data;
}

/** Real ids and a search word with results on the demo data, never hard-coded. */
async function pages(base: string): Promise<Page[]> {
  const news = await api<{ rows: { id: string; title: string }[] }>(
    base,
    '/cms/content/commonList',
    { publishType: 'TUWEN', pageSize: '1' },
  );
  const videos = await api<{ rows: { id: string }[] }>(base, '/cms/content/videoList', {
    pageSize: '1',
  });
  const article = news.rows[0];
  const video = videos.rows[0];
  if (!article || !video) throw new Error('the demo data has no article or no video');
  // The article's longest title word is a search term that certainly has results.
  const keyword =
    article.title
      .split(/[\s,.:;!?'"«»“”]+/)
      .sort((a, b) => b.length - a.length)
      .at(0) ?? article.title;
  const lang = `lang=${encodeURIComponent(LANG)}`;
  return [
    { name: 'home', module: 'src/routes/HomePage.tsx', hashPath: `/pages/index/index?${lang}` },
    {
      name: 'news detail',
      module: 'src/routes/NewsDetailPage.tsx',
      hashPath: `/pages/news-detail/news-detail?id=${article.id}&${lang}`,
    },
    {
      name: 'video detail',
      module: 'src/routes/VideoDetailPage.tsx',
      hashPath: `/pages/video/video-detail1?id=${video.id}&${lang}`,
    },
    {
      name: 'search',
      module: 'src/routes/SearchPage.tsx',
      hashPath: `/pages/public/search?keyword=${encodeURIComponent(keyword)}&${lang}`,
    },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The first few elements or issues an audit names, so a failing audit says where to look. */
function examples(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const named = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const subItems = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items;
    const detail =
      node?.snippet ??
      (typeof item.issueType === 'string'
        ? `${item.issueType}${subItems?.[0] ? ` ${JSON.stringify(subItems[0]).slice(0, 160)}` : ''}`
        : JSON.stringify(item).slice(0, 160));
    return detail.replace(/\s+/g, ' ').slice(0, 200);
  });
  return named.length ? ` [${named.join(' | ')}]` : '';
}

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  let scriptBytes = 0;
  if (summary?.type === 'table')
    for (const item of summary.items)
      if (item.resourceType === 'script') scriptBytes = Number(item.transferSize ?? 0);
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1)
      .map((a) => `${c}: ${a?.id ?? ''} — ${a?.title ?? ''}${examples(a?.details)}`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferredBytes: audit('total-byte-weight'),
    scriptBytes,
    failing,
  };
}

function medianRun(runs: Run[]): Run {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as Run['scores'],
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    transferredBytes: median(runs.map((r) => r.transferredBytes)),
    scriptBytes: median(runs.map((r) => r.scriptBytes)),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function printResults(results: PageResult[], build: BuildBundles): boolean {
  console.log(
    '\npage           critical JS  transferred  of it JS   Perf  A11y    BP   SEO   LCP ms  TBT ms    CLS',
  );
  for (const r of results) {
    const m = r.median;
    console.log(
      `${r.page.name.padEnd(14)} ${kb(r.criticalJsBytes).padStart(8)} KB ${kb(m.transferredBytes).padStart(9)} KB ${kb(m.scriptBytes).padStart(6)} KB ${String(m.scores.performance).padStart(5)} ${String(m.scores.accessibility).padStart(5)} ${String(m.scores['best-practices']).padStart(5)} ${String(m.scores.seo).padStart(5)} ${m.lcpMs.toFixed(0).padStart(8)} ${m.tbtMs.toFixed(0).padStart(7)} ${m.cls.toFixed(3).padStart(6)}`,
    );
  }
  console.log(
    `(medians of ${String(RUNS)} runs; critical JS = first-load JavaScript of the route, gzipped, heaviest language; transferred = Lighthouse total byte weight)`,
  );
  for (const r of results) {
    console.log(`  ${r.page.name}: ${r.url}`);
    console.log(
      `    performance per run: ${r.runs.map((run) => String(run.scores.performance)).join(', ')}`,
    );
    for (const line of r.median.failing) console.log(`    not passed: ${line}`);
  }

  const home = build.routes.find((r) => r.module === 'src/routes/HomePage.tsx');
  const heaviest = [...build.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  const homeOk = home !== undefined && home.gzipBytes <= HOME_BUDGET_KB * 1024;
  const routesOk = heaviest !== undefined && heaviest.gzipBytes <= ROUTE_BUDGET_KB * 1024;
  console.log('\nbudgets');
  console.log(
    `  home critical JS ${home ? kb(home.gzipBytes) : '?'} KB ≤ ${String(HOME_BUDGET_KB)} KB: ${homeOk ? 'met' : 'OVER'} (aim ≤ ${String(HOME_AIM_KB)} KB: ${home && home.gzipBytes <= HOME_AIM_KB * 1024 ? 'met' : 'not met'})`,
  );
  console.log(
    `  every route's first-load JS ≤ ${String(ROUTE_BUDGET_KB)} KB: ${routesOk ? 'met' : 'OVER'} (heaviest: ${heaviest ? `${heaviest.module.replace('src/routes/', '')} ${kb(heaviest.gzipBytes)} KB` : '?'})`,
  );
  return homeOk && routesOk;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return `${CHROMIUM} (version unknown)`;
  }
}

const dist = join(REPO, 'apps/web/dist');
const build = measureRouteBundles(dist);
console.log(
  `bench:web — ${new Date().toISOString().slice(0, 10)}, ${String(cpus().length)} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ${chromiumVersion()}, Lighthouse 12 mobile (simulated throttling), ${String(RUNS)} runs per page, site ${LANG}`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'news-bench-web-'));
let server: Started | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanUp = async (): Promise<void> => {
  chrome?.kill();
  chrome = undefined;
  if (server) await stop(server);
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });

let withinBudgets = false;
try {
  server = await startNewsServer(dataDir);
  const base = server.url;
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const results: PageResult[] = [];
  for (const page of await pages(base)) {
    const url = `${base}/#${page.hashPath}`;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url, chrome.port));
    const bundle = build.routes.find((r) => r.module === page.module);
    if (!bundle) throw new Error(`the build has no route module ${page.module}`);
    results.push({
      page,
      url,
      criticalJsBytes: bundle.gzipBytes,
      runs,
      median: medianRun(runs),
    });
    process.stderr.write(`measured ${page.name}\n`);
  }
  withinBudgets = printResults(results, build);
  const jsonFile = process.env.BENCH_WEB_JSON;
  if (jsonFile) {
    writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
    console.log(`figures written to ${jsonFile}`);
  }
} finally {
  await cleanUp();
}
process.exit(withinBudgets ? 0 : 1);
