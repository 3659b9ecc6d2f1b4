// Dates as Belgian and Dutch readers expect them: local time (Europe/Brussels) with the suffix 'u'.
// SPEC §5 shifts the stored UTC hour by +1, which is this time zone in winter; see docs/decisions.
//
// Written out instead of Intl.DateTimeFormat: a page's first Intl object loads the browser's locale data, 30-90 ms on
// the 2-core machine (four times that on a phone) in the middle of hydrating the forum, for a rule that fits in three
// lines (decision 0034). The test compares it with Intl for every year it applies to.
import { SITE_TIME_ZONE } from '../contracts/site-days.ts';

const HOUR_MS = 3_600_000;

/** The last Sunday of a month (0-based) at 01:00 UTC: when the European Union changes its clocks. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Brussels' offset from UTC at a moment: +2 hours from the last Sunday of March to the last Sunday of October (the EU's
 * rule since 1996), +1 hour otherwise; undefined before 1996, when other rules applied.
 */
function brusselsOffset(time: number): number | undefined {
  const year = new Date(time).getUTCFullYear();
  if (year < 1996) return undefined;
  return time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

// Made at first use, and only for a time before 1996 (why: numbers.ts).
let olderFormat: Intl.DateTimeFormat | undefined;

/** '2026-11-22T08:05:00.000Z' → '22/11/2026 09:05u' */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const offset = brusselsOffset(time);
  if (offset === undefined) {
    olderFormat ??= new Intl.DateTimeFormat('nl-BE', { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const part = Object.fromEntries(olderFormat.formatToParts(time).map(({ type, value }) => [type, value]));
    return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}u`;
  }
  const local = new Date(time + offset);
  return (
    `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ` +
    `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}u`
  );
}
