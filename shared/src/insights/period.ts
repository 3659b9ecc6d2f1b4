// A period of the insights: whole days as YYYY-MM-DD, both ends included, in the site's time zone (Europe/Brussels,
// decision 0006), so 'today' is the admin's day in Belgium whatever the browser's clock zone. Days are counted on
// the calendar (as UTC dates), so a change to or from summer time never makes a day of 23 or 25 hours.
import { INSIGHT_MAX_DAYS } from '../contracts/constants.ts';
import { insightMessages } from './insight-messages.ts';

export interface InsightPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const brusselsDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });
const shortDay = new Intl.DateTimeFormat('nl-BE', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('nl-BE', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** The day a moment falls on in Brussels: 2026-03-28T23:30Z → '2026-03-29'. */
export function dayInBrussels(moment: Date = new Date()): string {
  const parts = Object.fromEntries(brusselsDay.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Midnight UTC of a calendar day, or NaN when it is not a real day ('2026-02-30'). */
function timeOf(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

function isDay(value: string): boolean {
  return !Number.isNaN(timeOf(value));
}

/** The calendar day `days` days after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date(timeOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days ending today (Brussels): lastDays(7) on a Sunday is Monday to Sunday. */
export function lastDays(days: number, today: Date = new Date()): InsightPeriod {
  const to = dayInBrussels(today);
  return { from: addDays(to, 1 - days), to };
}

/** How many days a period holds, both ends included. */
export function daysIn(period: InsightPeriod): number {
  return Math.round((timeOf(period.to) - timeOf(period.from)) / DAY_MS) + 1;
}

/** What is wrong with a period an admin typed (in Dutch), or null when the API will take it. */
export function periodProblem(period: InsightPeriod, today: Date = new Date()): string | null {
  const text = insightMessages.period;
  if (!isDay(period.from) || !isDay(period.to)) return text.missing;
  if (period.from > period.to) return text.reversed;
  if (period.to > dayInBrussels(today)) return text.future;
  if (daysIn(period) > INSIGHT_MAX_DAYS) return text.tooLong;
  return null;
}

/** '2026-11-03' → '3 nov' (a chart's axis), or '3 nov 2026' with the year. */
export function formatDay(day: string, withYear = false): string {
  const time = timeOf(day);
  if (Number.isNaN(time)) return day;
  return (withYear ? longDay : shortDay).format(new Date(time));
}
