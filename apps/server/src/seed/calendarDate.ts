/**
 * Dates of the calendar for demo content that belongs to a day of the year (a festival, a
 * harvest, a memorial day): written as `MM-DD HH:mm` (or `MM-DD` for a whole day) in the site's
 * time zone, and placed in the year that makes them past (a story) or next (a memorial day), so
 * a story about the autumn harvest is dated in autumn whenever the demo is seeded.
 */
const CALENDAR_DATE = /^(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/** Month, day, hour and minute of a calendar date (the time 00:00 when not given). */
function parts(text: string): [number, number, number, number] | undefined {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return undefined;
  // An optional group that did not take part is undefined, whatever the type says.
  const groups: (string | undefined)[] = match.slice(1);
  const [month = 0, day = 0, hour = 0, minute = 0] = groups.map((n) =>
    n === undefined ? 0 : Number(n),
  );
  return [month, day, hour, minute];
}

export function isCalendarDate(text: string): boolean {
  const date = parts(text);
  if (!date) return false;
  const [month, day, hour, minute] = date;
  // 2024 is a leap year: 02-29 is a date, 02-30 is not.
  const probe = new Date(Date.UTC(2024, month - 1, day));
  return (
    probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day && hour < 24 && minute < 60
  );
}

/** The instant a wall-clock time of `timeZone` names (zones here keep one offset a day). */
function zonedInstant(
  year: number,
  [month, day, hour, minute]: number[],
  timeZone: string,
): number {
  const guess = Date.UTC(year, (month ?? 1) - 1, day, hour, minute);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(guess));
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return guess - (wall - guess);
}

function fields(text: string): number[] {
  const date = parts(text);
  if (!date) throw new Error(`not a calendar date: ${text}`);
  return date;
}

function yearIn(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at));
}

/** The last time `MM-DD HH:mm` came round in `timeZone`, at or before `now`. */
export function lastOccurrence(text: string, now: Date, timeZone: string): Date {
  const year = yearIn(now, timeZone);
  const thisYear = zonedInstant(year, fields(text), timeZone);
  return new Date(
    thisYear <= now.getTime() ? thisYear : zonedInstant(year - 1, fields(text), timeZone),
  );
}

/** The next time the day `MM-DD` begins in `timeZone`, after `now`. */
export function nextOccurrence(text: string, now: Date, timeZone: string): Date {
  const year = yearIn(now, timeZone);
  const thisYear = zonedInstant(year, fields(text), timeZone);
  return new Date(
    thisYear > now.getTime() ? thisYear : zonedInstant(year + 1, fields(text), timeZone),
  );
}
