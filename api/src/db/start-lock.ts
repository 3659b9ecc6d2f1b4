// What a starting API process writes once for the whole site (the demo catalogue into an empty database, the first
// admin) must not be written twice when two instances start at the same moment on one PostgreSQL database: the
// second waits here until the first is done, then finds the work done. SQLite is one process's file; no lock.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from './dialect.ts';

/** Any constant of this product's own, apart from Kysely's migration lock. */
const START_LOCK = 7_316_204_118;

export async function oneStartAtATime<DB, T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  // A session lock, held by one connection of the pool while the work runs on the others.
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}
