// Whether the API can serve: the database answers.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { HealthStatus } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';

export function createHealthService(db: Kysely<Database>) {
  return {
    async ping(): Promise<HealthStatus> {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'De databank antwoordt niet.', undefined, { cause: error });
      }
      return { status: 'ok' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
