/**
 * A length of time as a clock, `1:02:03` (or `2:03` under an hour), its digits by Intl in the
 * staff member's language: the broadcast's time on air, a chapter's offset.
 */
export function clockText(totalSeconds: number, lang: string): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const plain = new Intl.NumberFormat(lang, { useGrouping: false });
  const two = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  return hours > 0
    ? `${plain.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${plain.format(minutes)}:${two.format(seconds)}`;
}

/** How long a broadcast has been on air at `now`; empty before (or when the time is unreadable). */
export function uptime(onAirSince: string, now: number, lang: string): string {
  const since = Date.parse(onAirSince);
  if (!onAirSince || Number.isNaN(since)) return '';
  return clockText((now - since) / 1000, lang);
}
