// npm run restore -- <file> [--force]: puts a file of npm run backup back, into the database the API would use
// (DATABASE_URL, else SQLite in DATA_DIR). Only into an empty one unless --force: a restore replaces everything
// written since the backup. The signing keys come back with the data, so issued tokens stay valid.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { isPostgresUrl } from '../db/connect.ts';
import type { DialectName } from '../db/connect.ts';
import { checkFileKind, configOrFail, isSqliteError, kindOfFile, libpqConnection, OperationError, runCommand, runPostgresTool } from './backup-files.ts';

export interface RestoreOptions {
  /** A file of npm run backup (.sqlite or .pgdump). */
  file: string;
  /** A postgres:// URL selects PostgreSQL, as for the API; anything else SQLite in dataDir. */
  databaseUrl?: string | undefined;
  /** The folder of roadmap.sqlite. */
  dataDir: string;
  /** Replace a database that holds tables. */
  force?: boolean;
}

export interface RestoreResult {
  dialect: DialectName;
  /** The SQLite file, or the PostgreSQL database's name. */
  target: string;
}

export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const { file } = options;
  if (!existsSync(file)) throw new OperationError(`no such file: ${file}`);
  const kind = kindOfFile(file);
  const dialect: DialectName = isPostgresUrl(options.databaseUrl) ? 'postgres' : 'sqlite';
  if (kind !== dialect) {
    throw new OperationError(
      kind === 'sqlite'
        ? `${basename(file)} is a SQLite backup, but DATABASE_URL points to PostgreSQL: unset DATABASE_URL to restore it into DATA_DIR`
        : `${basename(file)} is a PostgreSQL backup, but DATABASE_URL is not a postgres:// URL: set it to the database to restore into`,
    );
  }
  checkFileKind(file, kind);
  if (isPostgresUrl(options.databaseUrl)) return restorePostgres(file, options.databaseUrl, options.force ?? false);
  return restoreSqlite(file, options.dataDir, options.force ?? false);
}

function restoreSqlite(file: string, dataDir: string, force: boolean): RestoreResult {
  checkSqliteBackup(file);
  const target = join(dataDir, 'roadmap.sqlite');
  mkdirSync(dataDir, { recursive: true });
  const tables = sqliteTables(target);
  if (!force && tables !== 0) {
    const what = tables === null ? 'is not a readable SQLite database' : `is not empty (${tables} tables)`;
    throw new OperationError(`${target} ${what}: restore into an empty data folder, or stop the API and add --force to replace it`);
  }
  // Copied next to the target and renamed over it, so the target is never half written. A WAL or journal left
  // by the old file would be replayed into the new one: they go first.
  const incoming = `${target}.restoring`;
  try {
    copyFileSync(file, incoming);
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  return { dialect: 'sqlite', target };
}

/** A backup that opens, passes SQLite's quick check and was made by this API (it has the migrations table). */
function checkSqliteBackup(file: string): void {
  try {
    const database = new DatabaseSync(file, { readOnly: true });
    try {
      const check = database.prepare('PRAGMA quick_check').get() as { quick_check: string } | undefined;
      if (check?.quick_check !== 'ok') throw new OperationError(`${basename(file)} fails SQLite's check: ${check?.quick_check}`);
      const migrations = database.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'kysely_migration'`).get();
      if (migrations === undefined) throw new OperationError(`${basename(file)} is a SQLite database, but not one of this API (no migrations table)`);
    } finally {
      database.close();
    }
  } catch (error) {
    if (error instanceof OperationError || !isSqliteError(error)) throw error;
    throw new OperationError(`${basename(file)}: ${error.message}`);
  }
}

/** The number of tables in the SQLite file: 0 when there is no file, null when it is not a database. */
function sqliteTables(path: string): number | null {
  if (!existsSync(path)) return 0;
  try {
    const database = new DatabaseSync(path);
    try {
      database.exec('PRAGMA busy_timeout = 5000');
      return (database.prepare(`SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'`).get() as { n: number }).n;
    } finally {
      database.close();
    }
  } catch (error) {
    if (isSqliteError(error)) return null;
    throw error;
  }
}

async function restorePostgres(file: string, databaseUrl: string, force: boolean): Promise<RestoreResult> {
  const { url, env, database } = libpqConnection(databaseUrl);
  const tables = await postgresTables(databaseUrl);
  if (!force && tables > 0) {
    throw new OperationError(
      `database "${database}" is not empty (${tables} tables): restore into an empty database, or stop the API and add --force to replace its tables`,
    );
  }
  // One transaction: a failed restore leaves the database as it was. --no-owner: the restoring account owns it all.
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${url}`];
  if (force) args.push('--clean', '--if-exists');
  await runPostgresTool('pg_restore', [...args, file], env);
  return { dialect: 'postgres', target: database };
}

/** The tables of every schema but PostgreSQL's own. */
async function postgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const result = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_catalog.pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]!.n);
  } catch (error) {
    throw new OperationError(`PostgreSQL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

const USAGE = 'Usage: npm run restore -- <file made by npm run backup (.sqlite or .pgdump)> [--force]';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = configOrFail();
  // npm runs the script from the repository root; a relative path is meant from where the operator typed it.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), rest[0]!);
  const { dialect, target } = await restoreDatabase({ file, databaseUrl: config.databaseUrl, dataDir: config.dataDir, force });
  console.log(`Restored ${file} into ${dialect === 'sqlite' ? target : `PostgreSQL database "${target}"`}. Start the API to use it.`);
  return 0;
}

if (import.meta.main) await runCommand('restore', () => main(process.argv.slice(2)));
