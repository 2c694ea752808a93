/** Seconds as an ISO 8601 duration (`PT1H2M5S`, `PT45S`), as schema.org's `duration` asks. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  const parts = `${h ? `${String(h)}H` : ''}${m ? `${String(m)}M` : ''}${s || (!h && !m) ? `${String(s)}S` : ''}`;
  return `PT${parts}`;
}
