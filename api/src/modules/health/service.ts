// Whether the API can serve: the database answers (ping); for readiness also its schema is current and the
// limits' counters (Redis, when configured) answer.
import type { Kysely } from 'kysely';
import type { HealthStatus } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Counters } from '../../limits/counters.ts';
import { createHealthRepository } from './repository.ts';

/** Redis gets this long to answer: under the 1 s an orchestrator's probe waits by default, so it reads the 503. */
export const READY_TIMEOUT_MS = 750;

function unavailable(message: string, cause?: unknown): ApiError {
  return new ApiError(503, 'SERVICE_UNAVAILABLE', message, undefined, cause === undefined ? undefined : { cause });
}

async function withinTimeout(work: void | Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(db: Kysely<Database>, counters?: Pick<Counters, 'ping'>) {
  const database = createHealthRepository(db);

  async function ping(): Promise<HealthStatus> {
    try {
      await database.ping();
    } catch (error) {
      throw unavailable('De databank antwoordt niet.', error);
    }
    return { status: 'ok' };
  }

  return {
    ping,

    /** For a load balancer or orchestrator: send traffic here only when every dependency is ready. */
    async ready(): Promise<HealthStatus> {
      await ping();
      if ((await database.pendingMigrations()).length > 0) throw unavailable('De databank is nog niet bijgewerkt: er ontbreken migraties.');
      if (counters !== undefined) {
        try {
          await withinTimeout(counters.ping(), READY_TIMEOUT_MS);
        } catch (error) {
          throw unavailable('De tellers van de limieten (Redis) antwoorden niet.', error);
        }
      }
      return { status: 'ok' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
