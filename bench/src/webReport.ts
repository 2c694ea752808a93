import { BUDGET_KB, type Budgets } from './webBudgets.ts';
import { islandsText } from './webSummary.ts';
import { PROFILES, type PageResult, type Profile } from './webRun.ts';

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const spread = (values: number[], digits = 0): string => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? '' : ` (${low.toFixed(digits)}–${high.toFixed(digits)})`;
};

const PROFILE_HEADINGS: Record<Profile, string> = {
  'first visit':
    'FIRST VISIT — empty profile: storage and HTTP cache cleared before each run, as a new reader from a shared link',
  'returning reader':
    'RETURNING READER — privacy prompt answered and HTTP cache warm from an earlier visit to the page, kept between runs',
};

/** Per profile, every page and language with the runs' spread beside each median. */
function printProfileTables(results: PageResult[]): void {
  for (const profile of PROFILES) {
    console.log(`\n${PROFILE_HEADINGS[profile]}`);
    console.log(
      'page                     lang     critical JS  transferred  Perf (spread)     A11y    BP   SEO  FCP ms (spread)    LCP ms (spread)    TBT ms (spread)   CLS (spread)',
    );
    for (const r of results.filter((x) => x.profile === profile)) {
      const m = r.median;
      const of = (figure: (run: PageResult['median']) => number, digits = 0): string =>
        `${figure(m).toFixed(digits)}${spread(r.runs.map(figure), digits)}`;
      console.log(
        [
          r.page.name.padEnd(24),
          r.page.lang.padEnd(7),
          `${kb(r.criticalJsBytes).padStart(6)} KB gz`,
          `${kb(m.transferredBytes).padStart(8)} KB `,
          of((x) => x.scores.performance).padEnd(14),
          String(m.scores.accessibility).padStart(5),
          String(m.scores['best-practices']).padStart(5),
          String(m.scores.seo).padStart(5),
          ` ${of((x) => x.fcpMs).padEnd(17)}`,
          of((x) => x.lcpMs).padEnd(17),
          of((x) => x.tbtMs).padEnd(16),
          of((x) => x.cls, 3),
        ].join(' '),
      );
    }
  }
}

/** Every run's key figures, the pictures and requests, and each audit that did not pass. */
function printRunDetails(results: PageResult[]): void {
  console.log('\nper page, language and profile: the runs, and the audits that did not pass');
  for (const r of results) {
    const m = r.median;
    const list = (figure: (run: PageResult['median']) => number): string =>
      r.runs.map((run) => figure(run).toFixed(0)).join(', ');
    const waiting = r.islands.waiting.length ? ` (waiting: ${r.islands.waiting.join(', ')})` : '';
    console.log(
      `  ${r.page.name} (${r.page.lang}), ${r.profile}: performance ${list((x) => x.scores.performance)}; LCP ms ${list((x) => x.lcpMs)}; TBT ms ${list((x) => x.tbtMs)}; longest task ms ${list((x) => x.longestTaskMs)}; script KB ${r.runs.map((run) => kb(run.scriptBytes)).join(', ')}; islands ${islandsText(r.islands)}${waiting}; pictures ${kb(m.imageBytes)} KB (largest ${kb(m.largestImageBytes)} KB); ${String(m.requests)} requests, load average ${r.load.before.toFixed(1)}→${r.load.after.toFixed(1)}, ${m.offHostRequests.length ? `NOT all to the server: ${m.offHostRequests.join(' ')}` : 'all to the server on 127.0.0.1'}${r.repeated ? `; ${String(r.repeated)} run(s) repeated after a lost trace` : ''}`,
    );
    for (const f of m.failing) {
      const runs = r.runs.filter((run) => run.failing.some((g) => g.id === f.id)).length;
      console.log(
        `    not passed in ${String(runs)}/${String(r.runs.length)}: ${f.category} ${f.id} — ${f.text}`,
      );
    }
  }
}

function printBudgets(budgets: Budgets): void {
  const heaviest = budgets.heaviestRoute;
  console.log('\nbudgets (first-load JavaScript, gzipped)');
  console.log(
    `  home ≤ ${String(BUDGET_KB.home)} KB: ${budgets.homeJsBytes === null ? '?' : kb(budgets.homeJsBytes)} KB — ${budgets.homeWithinBudget ? 'pass' : 'FAIL'} (aim ≤ ${String(BUDGET_KB.homeAim)} KB: ${budgets.homeWithinAim ? 'met' : 'not met'})`,
  );
  console.log(
    `  every route ≤ ${String(BUDGET_KB.anyRoute)} KB: heaviest ${heaviest ? `${heaviest.module.replace('src/routes/', '')} ${kb(heaviest.gzipBytes)} KB` : '?'} — ${budgets.routesWithinBudget ? 'pass' : 'FAIL'}`,
    `  arrival pages (islands): own script ${kb(budgets.arrivalStartBytes)} KB ≤ ${String(BUDGET_KB.arrivalStart)} KB, all before the first island ${kb(budgets.firstIslandBytes)} KB ≤ ${String(BUDGET_KB.firstIsland)} KB — ${budgets.arrivalWithinBudget ? 'pass' : 'FAIL'}`,
  );
}

/** The full figures: tables per profile, the pages measured, every run, the byte budgets. */
export function printWebReport(
  base: string,
  results: PageResult[],
  budgets: Budgets,
  runs: number,
): void {
  printProfileTables(results);
  console.log(
    `\nmedians of ${String(runs)} runs, the runs' lowest–highest in brackets. critical JS: first-load JavaScript of the route module (entry, route chunk, their static imports, the heaviest language's catalogues), gzip -9, from the build. transferred: Lighthouse total-byte-weight (every request, as sent over the wire). Pages:`,
  );
  for (const r of results.filter((x) => x.profile === 'first visit'))
    console.log(
      `  ${r.page.name} (${r.page.lang}): ${base}${r.page.path} — ${r.page.route}, ${r.page.module.replace('src/routes/', '')}`,
    );
  printRunDetails(results);
  printBudgets(budgets);
}
