// PostgreSQL through `pg` (connect.ts opens it for a postgres:// URL): a pool, with every table's changes followed for
// the read cache (postgres-data-version.ts). A module of its own so that a process on SQLite never loads pg.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { OpenDatabaseOptions, OpenedDatabase } from './connect.ts';
import { postgresDataVersion } from './postgres-data-version.ts';
import type { Database } from './schema.ts';
import { queryLogger, watchPool } from '../operations/metrics/metrics.ts';

const INT8_OID = 20;

export async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // count(*) is int8; the counts of this product fit a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
  });
  watchPool(pool);
  const changes = await postgresDataVersion(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: changes.pool }), log: queryLogger('postgres') });
  return {
    db,
    dialect: 'postgres',
    dataVersion: changes.dataVersion,
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
