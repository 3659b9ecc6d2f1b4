// The weekly mail with last week's figures: every API process looks each hour whether it is Monday from 8 o'clock
// on the site's clock; the first to claim the week sends it (repository.claimWeek), the others find it sent.
import type { FastifyBaseLogger } from 'fastify';
import type { InsightService } from './service.ts';
import { addDays, siteDay, siteHour, siteWeekday } from './site-day.ts';

const EVERY_MS = 60 * 60 * 1000;
const SEND_FROM_HOUR = 8;

/** The Monday whose mail is due at `at`, or null before Monday 8:00 (later in the week the Monday is past). */
export function dueMonday(at: Date): string | null {
  const weekday = siteWeekday(at);
  if (weekday === 0 && siteHour(at) < SEND_FROM_HOUR) return null;
  return addDays(siteDay(at), -weekday);
}

export function scheduleWeeklyMail(insights: Pick<InsightService, 'sendWeeklyMail'>, now: () => Date, log: FastifyBaseLogger): { stop(): void } {
  const run = async () => {
    const monday = dueMonday(now());
    if (monday === null) return;
    try {
      const sent = await insights.sendWeeklyMail(monday);
      if (sent > 0) log.info({ sent, week: monday }, 'insights: weekly mail sent');
    } catch (error) {
      log.warn({ err: error }, 'insights: the weekly mail failed; it is tried again within the hour');
    }
  };
  const every = setInterval(() => void run(), EVERY_MS);
  every.unref();
  return { stop: () => clearInterval(every) };
}
