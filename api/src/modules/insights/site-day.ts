// The API's side of the site's days (shared/contracts site-days.ts holds the calendar): the hour and the weekday
// on the site's clock, for the weekly mail, and the months of a rating series.
import { SITE_TIME_ZONE } from 'shared/contracts';

export { addDays, daysBetween, isDay, siteDay } from 'shared/contracts';

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, weekday: 'short' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The hour (0–23) of the moment on the site's clock. */
export function siteHour(at: Date): number {
  return Number(hourFormat.format(at));
}

/** Monday is 0 … Sunday is 6, on the site's clock. */
export function siteWeekday(at: Date): number {
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekdayFormat.format(at));
}

/** The twelve months up to and including the one of `day`, the oldest first, as YYYY-MM. */
export function lastTwelveMonths(day: string): string[] {
  const [year, month] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(year, month - 1 - (11 - index), 1)).toISOString().slice(0, 7));
}
