import type { SiteInfo } from './sites.ts';

/**
 * Date and time options as a site shows them: in its time zone and on its clock, whatever the
 * reader's device is set to, so a story's time, a broadcast's start and a deadline read the same
 * to every reader, in the server's HTML and in the app (docs/language.md).
 */
export function siteDateTimeOptions(
  site: Pick<SiteInfo, 'timeZone' | 'hourCycle'>,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatOptions {
  return { ...options, timeZone: site.timeZone, hourCycle: site.hourCycle };
}
