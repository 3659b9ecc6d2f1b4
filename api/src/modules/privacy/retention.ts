// The retention schedule: every API process purges what is past its period (personal-data.ts says what and how
// long), a minute after it starts and then every hour. The purges are idempotent, so several instances on one
// database do no harm; a failed run is logged and tried again at the next.
import type { FastifyBaseLogger } from 'fastify';
import type { PrivacyService } from './service.ts';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60 * 1000;

export function scheduleRetention(privacy: Pick<PrivacyService, 'purge'>, log: FastifyBaseLogger): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await privacy.purge();
      if (Object.values(changed).some((count) => count > 0)) log.info({ purged: changed }, 'retention: expired personal data removed');
    } catch (error) {
      log.warn({ err: error }, 'retention: the purge failed; it runs again within the hour');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_MS);
  const every = setInterval(() => void run(), EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
