// Days as the site counts them: YYYY-MM-DD in the site's time zone (Europe/Brussels, decision 0006), so 'today' is
// the day in Belgium whatever the clock zone of the browser or the server. Arithmetic is on the calendar (UTC dates),
// so a change to or from summer time never makes a day of 23 or 25 hours. One definition for the API's counting and
// the insights' period picker.
export const SITE_TIME_ZONE = 'Europe/Brussels';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// en-CA writes a date as YYYY-MM-DD. Made at first use, not at start-up (why: format/numbers.ts).
let siteDayFormat: Intl.DateTimeFormat | undefined;
const MINUTE_MS = 60_000;
let remembered = { minute: Number.NaN, day: '' };

/**
 * The day a moment falls on in the site's time zone: 2026-03-28T23:30Z → '2026-03-29'. Remembered per minute (a
 * day begins on a whole minute in every time zone): the API asks it for every counted event, and formatting a date
 * costs tens of microseconds.
 */
export function siteDay(moment: Date = new Date()): string {
  const minute = Math.floor(moment.getTime() / MINUTE_MS);
  if (minute !== remembered.minute) {
    siteDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    remembered = { minute, day: siteDayFormat.format(moment) };
  }
  return remembered.day;
}

/** Midnight UTC of a calendar day, or NaN when it is not a real day ('2026-02-30'). */
export function timeOfDay(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  return !Number.isNaN(timeOfDay(value));
}

/** The calendar day `days` days after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date(timeOfDay(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((timeOfDay(to) - timeOfDay(from)) / DAY_MS) + 1;
}
