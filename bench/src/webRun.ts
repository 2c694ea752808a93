import type lighthouse from 'lighthouse';
import type { ArrivalPage } from './arrivalPages.ts';
import type { IslandCount } from './visitPage.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PROFILES = ['first visit', 'returning reader'] as const;
export type Profile = (typeof PROFILES)[number];

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** An audit that did not pass, with the elements or requests it names. */
export interface Finding {
  category: Category;
  id: string;
  /** Title, display value and the first few elements or requests. */
  text: string;
}

/** The figures of one Lighthouse run. */
export interface Run {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task of the load (Lighthouse's `long-tasks`, simulated); 0 if none. */
  longestTaskMs: number;
  transferredBytes: number;
  /** JavaScript over the wire during the load, before a reader could interact. */
  scriptBytes: number;
  /** Pictures' bytes over the wire, and the largest one's. */
  imageBytes: number;
  largestImageBytes: number;
  requests: number;
  /** Requests the page made anywhere but the server under test: there should be none. */
  offHostRequests: string[];
  failing: Finding[];
}

/** One page in one language and profile: its runs and their medians. */
export interface PageResult {
  page: ArrivalPage;
  profile: Profile;
  url: string;
  criticalJsBytes: number;
  criticalJsFiles: string[];
  runs: Run[];
  /** Runs Lighthouse lost the trace of and that were run again. */
  repeated: number;
  median: Run;
  /** From the page's one Playwright visit in this language (the same for both profiles). */
  islands: IslandCount;
  /** The machine's 1-minute load average before and after the profile's runs (it is shared). */
  load: { before: number; after: number };
  /** The language the page showed on that visit (`<html lang>`), to check it is the site's. */
  shownLocale: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Each figure's own median: the runs' figures are not tied to one run. */
export function medianRun(runs: Run[]): Run {
  // An audit once, as the first run that flagged it saw it: its values move from run to run.
  const failing = new Map<string, Finding>();
  for (const finding of runs.flatMap((r) => r.failing))
    if (!failing.has(finding.id)) failing.set(finding.id, finding);
  const of = (figure: (run: Run) => number): number => median(runs.map(figure));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])) as Run['scores'],
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    longestTaskMs: of((r) => r.longestTaskMs),
    transferredBytes: of((r) => r.transferredBytes),
    scriptBytes: of((r) => r.scriptBytes),
    imageBytes: of((r) => r.imageBytes),
    largestImageBytes: of((r) => r.largestImageBytes),
    requests: of((r) => r.requests),
    offHostRequests: [...new Set(runs.flatMap((r) => r.offHostRequests))],
    failing: [...failing.values()],
  };
}
