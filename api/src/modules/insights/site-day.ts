// The insights count by the site's day (Europe/Brussels, as every time on the site: decision 0006), not by UTC:
// an evening visit in Ghent belongs to that evening's date.
const SITE_TIME_ZONE = 'Europe/Brussels';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, weekday: 'short' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the moment in the site's time zone. */
export function siteDay(at: Date): string {
  return dayFormat.format(at);
}

/** The hour (0–23) of the moment on the site's clock. */
export function siteHour(at: Date): number {
  return Number(hourFormat.format(at));
}

/** Monday is 0 … Sunday is 6, on the site's clock. */
export function siteWeekday(at: Date): number {
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekdayFormat.format(at));
}

/** Calendar arithmetic on day keys (no time zone involved: noon UTC never crosses a date line). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS) + 1;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** The twelve months up to and including the one of `day`, the oldest first, as YYYY-MM. */
export function lastTwelveMonths(day: string): string[] {
  const [year, month] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}
