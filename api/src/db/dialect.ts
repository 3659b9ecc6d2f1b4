// Which database a Kysely instance talks to, for the few places where SQL differs.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
