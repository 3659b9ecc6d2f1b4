// npm run backup: a consistent copy of the database while the site serves and writes, in BACKUP_DIR (default
// <DATA_DIR>/backups), named by the UTC moment it began. SQLite: VACUUM INTO reads one snapshot (WAL lets the
// server write meanwhile); PostgreSQL: pg_dump's custom format, one snapshot too. Prints the file's path.
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isPostgresUrl } from '../db/connect.ts';
import type { DialectName } from '../db/connect.ts';
import { backupFileName, configOrFail, isSqliteError, libpqConnection, OperationError, runCommand, runPostgresTool } from './backup-files.ts';

export interface BackupOptions {
  /** A postgres:// URL selects PostgreSQL, as for the API; anything else SQLite in dataDir. */
  databaseUrl?: string | undefined;
  /** The folder of roadmap.sqlite. */
  dataDir: string;
  /** Where the file goes (created when missing). */
  backupDir: string;
  /** The moment the name carries; now by default. */
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  dialect: DialectName;
  bytes: number;
}

export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  const dialect: DialectName = isPostgresUrl(options.databaseUrl) ? 'postgres' : 'sqlite';
  const source = join(options.dataDir, 'roadmap.sqlite');
  // Opening a missing file would create an empty database and back that up.
  if (dialect === 'sqlite' && !existsSync(source)) throw new OperationError(`no database at ${source}: nothing to back up (is DATA_DIR right?)`);
  // The files hold personal data and the signing keys: readable by the owner only.
  mkdirSync(options.backupDir, { recursive: true, mode: 0o700 });
  const file = join(options.backupDir, backupFileName(dialect, (options.now ?? (() => new Date()))()));
  // Written under another name first, so a file with the backup's name is always complete.
  const partial = `${file}.partial`;
  if (existsSync(file) || !createEmpty(partial)) throw new OperationError(`${file} already exists: wait a second and try again`);
  try {
    if (isPostgresUrl(options.databaseUrl)) await dumpPostgres(options.databaseUrl, partial);
    else copySqlite(source, partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, dialect, bytes: statSync(file).size };
}

/** An empty file for the owner only; false when it exists (another backup started in the same second). */
function createEmpty(path: string): boolean {
  try {
    writeFileSync(path, '', { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function copySqlite(source: string, target: string): void {
  try {
    const database = new DatabaseSync(source);
    try {
      database.exec('PRAGMA busy_timeout = 5000');
      database.prepare('VACUUM INTO ?').run(target);
    } finally {
      database.close();
    }
    const copy = new DatabaseSync(target, { readOnly: true });
    try {
      const check = copy.prepare('PRAGMA quick_check').get() as { quick_check: string } | undefined;
      if (check?.quick_check !== 'ok') throw new OperationError(`the copy of ${source} fails its check: ${check?.quick_check}`);
    } finally {
      copy.close();
    }
  } catch (error) {
    if (error instanceof OperationError || !isSqliteError(error)) throw error;
    throw new OperationError(`SQLite: ${error.message} (${source})`);
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, env } = libpqConnection(databaseUrl);
  // One snapshot for the whole dump; --no-password: fail, never wait for a prompt, when run unattended.
  await runPostgresTool('pg_dump', ['--format=custom', '--no-password', '--lock-wait-timeout=60000', `--file=${target}`, `--dbname=${url}`], env);
  // The archive must read back: its table of contents lists every entry.
  await runPostgresTool('pg_restore', ['--list', target], env);
}

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error('Usage: npm run backup (the folder: BACKUP_DIR, default <DATA_DIR>/backups)');
    return 2;
  }
  const config = configOrFail();
  const { file } = await backupDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, backupDir: config.backupDir });
  console.log(file);
  return 0;
}

if (import.meta.main) await runCommand('backup', () => main(process.argv.slice(2)));
