// Dates as Belgian and Dutch readers expect them: local time (Europe/Brussels) with the suffix 'u'.
// SPEC §5 shifts the stored UTC hour by +1, which is this time zone in winter; see docs/decisions.
import { SITE_TIME_ZONE } from '../contracts/site-days.ts';

// Made at first use, not at start-up (why: numbers.ts).
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** '2026-11-22T08:05:00.000Z' → '22/11/2026 09:05u' */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('nl-BE', { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  timeFormat ??= new Intl.DateTimeFormat('nl-BE', { timeZone: SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${dateFormat.format(date)} ${timeFormat.format(date)}u`;
}
