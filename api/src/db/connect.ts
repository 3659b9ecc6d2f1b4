// Opens the database: PostgreSQL through `pg` when a postgres:// URL is given (the production choice),
// else SQLite through Node's built-in `node:sqlite` in <dataDir>/roadmap.sqlite (the embedded default).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import type { DialectName } from './dialect.ts';
import type { DataVersion } from './read-cache.ts';
import { sqliteDatabaseForKysely } from './sqlite-adapter.ts';
import { keepStatisticsFresh } from './sqlite-statistics.ts';
import { checkpointInBackground } from './wal-checkpointer.ts';
import { queryLogger } from '../operations/metrics/metrics.ts';

// Its home is dialect.ts (which imports nothing of this file); named here too for the many modules that import it from here.
export type { DialectName } from './dialect.ts';

export interface OpenDatabaseOptions {
  /** postgres:// or postgresql:// selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string;
  /** Folder of the SQLite file (created when missing). */
  dataDir?: string;
  /** PostgreSQL only: the schema to use (search_path), e.g. one per test file. */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Changes whenever the data may have changed (for the read cache); null = nothing is cached. */
  dataVersion: DataVersion | null;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  // pg is loaded only for PostgreSQL: a process on SQLite does without its modules (8 MB of RSS in a bare Node process).
  if (isPostgresUrl(options.databaseUrl)) return (await import('./connect-postgres.ts')).openPostgres(options.databaseUrl, options);

  const dataDir = options.dataDir ?? 'data';
  mkdirSync(dataDir, { recursive: true });
  const database = new DatabaseSync(join(dataDir, 'roadmap.sqlite'));
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  // What is deleted is overwritten, not only unlinked, so a deleted account's address does not linger in the
  // file's free pages (docs/decisions/0024-personal-data.md).
  database.exec('PRAGMA secure_delete = ON');
  // The planner's statistics, refreshed now and every few hours while the site grows (sqlite-statistics.ts).
  const statistics = keepStatisticsFresh(database);
  // The log is copied back into the file by a worker thread, not in the event loop (wal-checkpointer.ts).
  const checkpointer = checkpointInBackground(database);
  const adapter = sqliteDatabaseForKysely(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adapter.database }), log: queryLogger('sqlite') });
  return {
    db,
    dialect: 'sqlite',
    dataVersion: adapter.dataVersion,
    close: async () => {
      // Ends the periodic refresh with a last one.
      statistics.stop();
      await checkpointer?.stop();
      await db.destroy();
      // destroy() closes the file only when Kysely ever ran a query.
      if (database.isOpen) database.close();
    },
  };
}
