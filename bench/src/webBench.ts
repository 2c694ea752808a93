/**
 * Web performance of the built app as a reader's phone gets it, where readers arrive, in two
 * languages (English and Japanese, a CJK site, by default): home (`/`, rendered on the server),
 * the share page (`/s/<lang>/<id>`, the item's screen rendered on the server) of one item of every
 * kind the demo has — news article, picture story, picture explainer, video, video collection,
 * live broadcast, topic — the share page of a news item whose lead picture an editor uploaded as a
 * 12-megapixel camera JPEG through the console ("photo share"), and search results (a hash
 * route). The items come from the API on the demo data; a kind the demo lacks in a language is
 * reported, not a failure. Each language is read as its readers read it: the browsers run in the
 * site's locale (their `navigator.language` and `Accept-Language`), which the app and the server
 * choose the site by. For each page and language:
 *   - the first-load JavaScript of the route (gzipped, from the build's manifest);
 *   - one Playwright visit that counts the page's islands (`<news-island data-island>`) and how
 *     many the page's script marked `data-hydrated`;
 *   - Lighthouse runs (mobile emulation, simulated slow 4G and CPU throttling, the defaults of
 *     Lighthouse 12) in Debian's Chromium against the real server on the demo data, in two
 *     profiles: first visit (an empty profile, as a new reader from a shared link has —
 *     Lighthouse clears the origin's storage and the HTTP cache before each run) and returning
 *     reader (the privacy prompt answered and the HTTP cache warm from an earlier visit to the
 *     same page, kept with Lighthouse's `disableStorageReset`).
 * Printed: medians with the runs' spread of the scores, FCP, LCP, TBT, CLS, script bytes and the
 * longest main-thread task, every audit that did not pass, and a summary with the aims met. The
 * byte budgets are checked and the command exits non-zero when one is over; the aims are
 * reported, never enforced: simulated timings still move with the load of a shared machine.
 * Nothing is downloaded and every request stays on 127.0.0.1.
 *
 *   npm run bench:web            (builds the app first)
 *
 * It runs under `node --import tsx`, not the tsx command: that one kills its child outright when
 * the child is busy (Lighthouse often is) as a signal arrives, and the server and the browsers
 * would outlive it. Here SIGINT and SIGTERM stop them all and remove the data directory.
 *
 * Environment (all optional):
 *   BENCH_WEB_RUNS   Lighthouse runs per page, language and profile (default 3)
 *   BENCH_WEB_LANGS  comma-separated site languages (default en,ja)
 *   BENCH_WEB_PAGES  comma-separated page names to measure (default all; the names are
 *                    ARRIVAL_PAGE_NAMES in arrivalPages.ts)
 *   BENCH_WEB_JSON   write the figures (machine, every run's figures, the audits that did not
 *                    pass) as JSON to this file
 *   BENCH_WEB_LHR_DIR write every run's full Lighthouse report (JSON) into this directory, to
 *                    read what the main thread did (bootup-time, long-tasks, the treemap)
 *   CHROMIUM_PATH    the browser (default /usr/bin/chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';
import { isSiteLang, siteByLang, type SiteLang } from '@news/contract/sites';
import {
  ARRIVAL_PAGE_NAMES,
  arrivalPages,
  type ArrivalPage,
  type MissingPage,
} from './arrivalPages.ts';
import { REPO, startNewsServer, stop, type Started } from './benchProcesses.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.ts';
import { lighthouseRun } from './lighthouseRun.ts';
import { publishPhotoStory } from './photoStory.ts';
import { prepareProfile } from './prepareProfile.ts';
import { measureRouteBundles } from './routeBundles.ts';
import { visitPage } from './visitPage.ts';
import { checkBudgets } from './webBudgets.ts';
import { printWebReport } from './webReport.ts';
import { medianRun, PROFILES, type PageResult, type Run } from './webRun.ts';
import { printWebSummary } from './webSummary.ts';

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_WEB_RUNS ?? 3)) || 3);
const ONLY_PAGES = listOf(process.env.BENCH_WEB_PAGES);
const LANG_NAMES = listOf(process.env.BENCH_WEB_LANGS);
const LHR_DIR = process.env.BENCH_WEB_LHR_DIR;

// A misspelt name would quietly measure less than asked: refused before anything starts.
const unknownPages = ONLY_PAGES.filter((name) => !ARRIVAL_PAGE_NAMES.includes(name));
if (unknownPages.length)
  throw new Error(
    `BENCH_WEB_PAGES names no page: ${unknownPages.join(', ')} (pages: ${ARRIVAL_PAGE_NAMES.join(', ')})`,
  );
const unknownLangs = LANG_NAMES.filter((lang) => !isSiteLang(lang));
if (unknownLangs.length) throw new Error(`BENCH_WEB_LANGS names no site: ${unknownLangs.join()}`);
const LANGS: SiteLang[] = LANG_NAMES.length ? LANG_NAMES.filter(isSiteLang) : ['en', 'ja'];
const wanted = (name: string): boolean => ONLY_PAGES.length === 0 || ONLY_PAGES.includes(name);

function chromiumVersion(): string {
  try {
    // Debian's wrapper script writes shell noise to stderr; the version is on stdout.
    return execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `${CHROMIUM} (version unknown)`;
  }
}

const dist = join(REPO, 'apps/web/dist');
const build = measureRouteBundles(dist);
const budgets = checkBudgets(build, dist);
const cpuList = cpus();
const machine = {
  date: new Date().toISOString(),
  cpus: `${String(cpuList.length)} × ${cpuList[0]?.model.trim() ?? 'unknown CPU'}`,
  node: process.version,
  chromium: chromiumVersion(),
  lighthouse: '',
};

/** The page's Lighthouse runs in one profile, each report kept when `BENCH_WEB_LHR_DIR` asks. */
async function profileRuns(
  page: ArrivalPage,
  url: string,
  port: number,
  profile: PageResult['profile'],
): Promise<{ runs: Run[]; repeated: number }> {
  await prepareProfile(port, url, profile);
  const runs: Run[] = [];
  let repeated = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const { run, lhr, attempts } = await lighthouseRun(url, port, profile);
    machine.lighthouse = lhr.lighthouseVersion;
    if (LHR_DIR) {
      const name = [page.name, page.lang, profile, String(i + 1)].join('-').replace(/\W+/g, '-');
      writeFileSync(join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    runs.push(run);
    repeated += attempts - 1;
  }
  return { runs, repeated };
}

const dataDir = mkdtempSync(join(tmpdir(), 'news-bench-web-'));
// The pending starts, not their results: a signal during a start must still stop what it starts.
let serverStart: Promise<Started> | undefined;
let chromeStart: Promise<chromeLauncher.LaunchedChrome> | undefined;
let visitBrowserStart: Promise<Browser> | undefined;
let stopping: Promise<void> | undefined;
const cleanUp = (): Promise<void> =>
  (stopping ??= (async () => {
    const visitBrowser = await visitBrowserStart?.catch(() => undefined);
    await visitBrowser?.close();
    const chrome = await chromeStart?.catch(() => undefined);
    chrome?.kill();
    const server = await serverStart?.catch(() => undefined);
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  })());
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(code));
  });

/**
 * Every page of one site: the Playwright visit, then each profile's Lighthouse runs, in a
 * Chromium of the site's locale (launched here, stopped before the next language's).
 */
async function measureSite(
  base: string,
  lang: SiteLang,
  visitBrowser: Browser,
): Promise<{ results: PageResult[]; missing: MissingPage[] }> {
  const { locale } = siteByLang(lang);
  // A news item whose lead picture went in as a 12-megapixel camera JPEG, through the console.
  const story = wanted('photo share') ? await publishPhotoStory(base, dataDir, lang) : undefined;
  if (story)
    process.stderr.write(
      `photo share (${lang}): item ${story.id}, uploaded as a ${(story.uploadedBytes / 1024 / 1024).toFixed(1)} MB camera JPEG, stored as ${story.picture}\n`,
    );
  const found = await arrivalPages(base, lang, story?.id);
  // Our own handler stops the browser; chrome-launcher's would exit before the server stopped.
  chromeStart = chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, `--accept-lang=${locale}`],
    handleSIGINT: false,
  });
  const chrome = await chromeStart;
  const results: PageResult[] = [];
  try {
    for (const page of found.pages.filter((p) => wanted(p.name))) {
      const url = `${base}${page.path}`;
      const bundle = build.routes.find((r) => r.module === page.module);
      if (!bundle) throw new Error(`the build has no route module ${page.module}`);
      // Before the Lighthouse runs, in a browser of its own: the runs never see its visit.
      const visit = await visitPage(visitBrowser, url, locale);
      for (const profile of PROFILES) {
        const before = loadavg()[0] ?? 0;
        const { runs, repeated } = await profileRuns(page, url, chrome.port, profile);
        results.push({
          page,
          profile,
          url,
          criticalJsBytes: bundle.gzipBytes,
          criticalJsFiles: bundle.files,
          runs,
          repeated,
          median: medianRun(runs),
          load: { before, after: loadavg()[0] ?? 0 },
          islands: visit.islands,
          shownLocale: visit.shownLocale,
        });
        process.stderr.write(`measured ${page.name} (${lang}), ${profile}\n`);
      }
    }
  } finally {
    chrome.kill();
  }
  return { results, missing: found.missing.filter((m) => wanted(m.name)) };
}

try {
  serverStart = startNewsServer(dataDir);
  const base = (await serverStart).url;
  if (stopping) throw new Error('interrupted');
  // Our own handlers stop it too; Playwright's would exit before the server is stopped.
  visitBrowserStart = chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const visitBrowser = await visitBrowserStart;
  if (LHR_DIR) mkdirSync(LHR_DIR, { recursive: true });
  const results: PageResult[] = [];
  const missing: MissingPage[] = [];
  for (const lang of LANGS) {
    const site = await measureSite(base, lang, visitBrowser);
    results.push(...site.results);
    missing.push(...site.missing);
  }
  if (results.length === 0 && missing.length === 0) throw new Error('no page to measure');

  console.log(`bench:web — ${machine.date.slice(0, 16).replace('T', ' ')} UTC`);
  console.log(`machine: ${machine.cpus}, Node ${machine.node}, ${machine.chromium}`);
  console.log(
    `Lighthouse ${machine.lighthouse || '(not run)'}: mobile emulation, simulated throttling (slow 4G, 4× CPU), ${String(RUNS)} runs per page, language and profile, sites ${LANGS.join(', ')} (browsers in each site's locale), demo data`,
  );
  printWebReport(base, results, budgets, RUNS);
  printWebSummary(results, missing, RUNS);
  const jsonFile = process.env.BENCH_WEB_JSON;
  if (jsonFile) {
    writeFileSync(
      jsonFile,
      `${JSON.stringify({ machine, runsPerPage: RUNS, langs: LANGS, budgets, results, missing }, null, 2)}\n`,
    );
    console.log(`\nfigures written to ${jsonFile}`);
  }
} finally {
  await cleanUp();
}
process.exit(
  budgets.homeWithinBudget && budgets.routesWithinBudget && budgets.arrivalWithinBudget ? 0 : 1,
);
