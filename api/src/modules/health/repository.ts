// What the health checks ask the database: that it answers at all, and which migrations it still lacks.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { pendingMigrations } from '../../db/migrations/index.ts';
import type { Database } from '../../db/schema.ts';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** The cheapest round trip: throws when the database does not answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    pendingMigrations: (): Promise<string[]> => pendingMigrations(db),
  };
}
