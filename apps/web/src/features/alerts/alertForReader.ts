import type { SavedAlerts } from './alertsApi.ts';

/**
 * Whether a streamed alert's audience includes this reader: sent as breaking news and the reader
 * has not turned breaking news off (a reader who never chose gets breaking news), or sent to the
 * followers of a subject the reader chose to be alerted about. The stream carries every alert of
 * the site; this is what keeps the banner to what the reader asked for.
 */
export function alertForReader(audience: unknown, saved: SavedAlerts | undefined): boolean {
  if (typeof audience !== 'object' || audience === null) return false;
  const { breaking, subjects } = audience as Record<string, unknown>;
  if (breaking === true && (saved?.breaking ?? true)) return true;
  if (!saved || !Array.isArray(subjects)) return false;
  return subjects.some(
    (s: unknown) =>
      typeof s === 'object' &&
      s !== null &&
      saved.subjects.some(
        (chosen) =>
          chosen.kind === (s as Record<string, unknown>).kind &&
          chosen.id === (s as Record<string, unknown>).id,
      ),
  );
}
