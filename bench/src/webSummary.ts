import { siteByLang } from '@news/contract/sites';
import type { MissingPage } from './arrivalPages.ts';
import type { IslandCount } from './visitPage.ts';
import { AIMS, aimsMissed } from './webAims.ts';
import type { PageResult } from './webRun.ts';

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** `hydrated/total`, marked when the count was still changing as the wait ran out. */
export const islandsText = (islands: IslandCount): string =>
  `${String(islands.hydrated)}/${String(islands.total)}${islands.settled ? '' : '~'}`;

const COLUMNS: [title: string, width: number, cell: (r: PageResult) => string][] = [
  ['page', -24, (r) => r.page.name],
  ['lang', -7, (r) => r.page.lang],
  ['profile', -16, (r) => r.profile],
  ['perf', 4, (r) => String(r.median.scores.performance)],
  ['a11y', 4, (r) => String(r.median.scores.accessibility)],
  ['FCP ms', 6, (r) => r.median.fcpMs.toFixed(0)],
  ['LCP ms', 6, (r) => r.median.lcpMs.toFixed(0)],
  ['TBT ms', 6, (r) => r.median.tbtMs.toFixed(0)],
  ['CLS', 5, (r) => r.median.cls.toFixed(3)],
  ['script KB', 9, (r) => kb(r.median.scriptBytes)],
  ['longest ms', 10, (r) => r.median.longestTaskMs.toFixed(0)],
  ['islands', 7, (r) => islandsText(r.islands)],
  [
    'aims',
    -1,
    (r) =>
      aimsMissed(r.median)
        .map((name) => `NOT ${name}`)
        .join(' ') || 'all met',
  ],
];

/** A cell padded to its column: a negative width aligns left, a positive one right. */
const pad = (text: string, width: number): string =>
  width < 0 ? text.padEnd(-width) : text.padStart(width);

/**
 * The summary the issue asks for: one line per page, language and profile, with the medians,
 * the islands hydrated and the aims missed; then the pages the demo could not give.
 */
export function printWebSummary(results: PageResult[], missing: MissingPage[], runs: number): void {
  console.log(`\nSUMMARY — medians of ${String(runs)} runs per page, language and profile`);
  console.log(COLUMNS.map(([title, width]) => pad(title, width)).join('  '));
  for (const r of results)
    console.log(COLUMNS.map(([, width, cell]) => pad(cell(r), width)).join('  '));
  console.log(
    `script KB: JavaScript transferred during the load, response headers included (Lighthouse resource-summary); 0 when it came from the HTTP cache. longest ms: the longest main-thread task (Lighthouse long-tasks, simulated 4× CPU; 0 when no task reached 50 ms). islands: <news-island> elements hydrated/total, one Playwright visit per page and language (412×823, first visit, nothing scrolled; ~ = still changing at 10 s). aims (${AIMS.map((aim) => aim.name).join(', ')}): the issue's for a first visit, shown for both profiles; reported, not enforced.`,
  );
  for (const m of missing) console.log(`no ${m.name} (${m.lang}): ${m.reason}`);
  // A page that ends up in another language was not the page its line names.
  for (const r of results.filter((x) => x.profile === 'first visit')) {
    const locale = siteByLang(r.page.lang).locale;
    if (r.shownLocale !== locale)
      console.log(
        `${r.page.name} (${r.page.lang}): the page showed itself as "${r.shownLocale}", not the site's ${locale}`,
      );
  }
}
