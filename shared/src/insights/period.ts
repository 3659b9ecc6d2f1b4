// A period of the insights: whole days as YYYY-MM-DD, both ends included, in the site's time zone (contracts/site-days.ts).
import { INSIGHT_MAX_DAYS } from '../contracts/constants.ts';
import { addDays, daysBetween, isDay, siteDay, timeOfDay } from '../contracts/site-days.ts';
import { insightMessages } from './insight-messages.ts';

export interface InsightPeriod {
  from: string;
  to: string;
}

// Made at first use, not at start-up (why: format/numbers.ts).
let shortDay: Intl.DateTimeFormat | undefined;
let longDay: Intl.DateTimeFormat | undefined;
let shortMonth: Intl.DateTimeFormat | undefined;
let longMonth: Intl.DateTimeFormat | undefined;

/** The last `days` days ending today (Brussels): lastDays(7) on a Sunday is Monday to Sunday. */
export function lastDays(days: number, today: Date = new Date()): InsightPeriod {
  const to = siteDay(today);
  return { from: addDays(to, 1 - days), to };
}

/** How many days a period holds, both ends included. */
export function daysIn(period: InsightPeriod): number {
  return daysBetween(period.from, period.to);
}

/** What is wrong with a period an admin typed (in Dutch), or null when the API will take it. */
export function periodProblem(period: InsightPeriod, today: Date = new Date()): string | null {
  const text = insightMessages.period;
  if (!isDay(period.from) || !isDay(period.to)) return text.missing;
  if (period.from > period.to) return text.reversed;
  if (period.to > siteDay(today)) return text.future;
  if (daysIn(period) > INSIGHT_MAX_DAYS) return text.tooLong;
  return null;
}

/** '2026-11-03' → '3 nov' (a chart's axis), or '3 nov 2026' with the year. */
export function formatDay(day: string, withYear = false): string {
  const time = timeOfDay(day);
  if (Number.isNaN(time)) return day;
  if (withYear) return (longDay ??= new Intl.DateTimeFormat('nl-BE', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })).format(new Date(time));
  return (shortDay ??= new Intl.DateTimeFormat('nl-BE', { timeZone: 'UTC', day: 'numeric', month: 'short' })).format(new Date(time));
}

/** A calendar month as the API names it: '2026-03' → 'mrt 2026' (a chart's axis), or 'maart 2026' in full. */
export function formatMonth(month: string, long = false): string {
  const time = timeOfDay(`${month}-01`);
  if (Number.isNaN(time)) return month;
  if (long) return (longMonth ??= new Intl.DateTimeFormat('nl-BE', { timeZone: 'UTC', month: 'long', year: 'numeric' })).format(new Date(time));
  return (shortMonth ??= new Intl.DateTimeFormat('nl-BE', { timeZone: 'UTC', month: 'short', year: 'numeric' })).format(new Date(time));
}
