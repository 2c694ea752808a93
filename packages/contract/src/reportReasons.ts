/**
 * The 12 report reasons of docs/product.md §5, in the order the report sheet lists them. The code
 * is what travels; the text is translated by each side.
 */
export const REPORT_REASONS = [
  'politicalHarm',
  'unfriendly',
  'spamAd',
  'illegal',
  'pornographic',
  'infringement',
  'cyberViolence',
  'minors',
  'selfHarm',
  'falseInformation',
  'plagiarism',
  'disturbingOrder',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}
