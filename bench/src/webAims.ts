import type { Run } from './webRun.ts';

export interface Aim {
  /** Short, for the summary's column. */
  name: string;
  met: (median: Run) => boolean;
}

/**
 * The aims for every arrival page on a first visit, judged on the medians. Reported,
 * never enforced: simulated timings still move with the load of a shared machine.
 */
export const AIMS: readonly Aim[] = [
  { name: 'perf≥95', met: (m) => m.scores.performance >= 95 },
  { name: 'TBT≤100ms', met: (m) => m.tbtMs <= 100 },
  { name: 'LCP≤1.5s', met: (m) => m.lcpMs <= 1_500 },
  { name: 'CLS≤0.02', met: (m) => m.cls <= 0.02 },
  { name: 'a11y100', met: (m) => m.scores.accessibility === 100 },
  // Script over the wire while the page loads: what the phone evaluates before the first tap.
  { name: 'script≤90KB', met: (m) => m.scriptBytes <= 90 * 1024 },
];

/** The aims the medians miss, by name: none is every aim met. */
export function aimsMissed(median: Run): string[] {
  return AIMS.filter((aim) => !aim.met(median)).map((aim) => aim.name);
}
