// What npm run backup and npm run restore share: the backup files' names and kinds, the PostgreSQL client tools,
// and the command-line frame that prints an expected failure as one line.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { readConfig } from '../config.ts';
import type { ServerConfig } from '../config.ts';
import type { DialectName } from '../db/connect.ts';

/** A failure the operator can act on: the command prints its message as one line, without a stack trace. */
export class OperationError extends Error {
  override name = 'OperationError';
}

export const BACKUP_EXTENSIONS: Record<DialectName, string> = { sqlite: '.sqlite', postgres: '.pgdump' };

/** roadmap-2026-11-27T203000Z.sqlite: UTC, so the names sort by time whatever the server's time zone. */
export function backupFileName(dialect: DialectName, at: Date): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '');
  return `roadmap-${stamp}${BACKUP_EXTENSIONS[dialect]}`;
}

/** The kind of a backup file, by its extension. */
export function kindOfFile(file: string): DialectName {
  const extension = extname(file).toLowerCase();
  for (const [dialect, known] of Object.entries(BACKUP_EXTENSIONS)) if (extension === known) return dialect as DialectName;
  throw new OperationError(`${basename(file)} is not a backup of npm run backup: expected a .sqlite or .pgdump file`);
}

// The first bytes of each kind, so a renamed or truncated file is refused before anything is replaced.
const MAGIC: Record<DialectName, { bytes: string; what: string }> = {
  sqlite: { bytes: 'SQLite format 3\0', what: 'a SQLite database' },
  postgres: { bytes: 'PGDMP', what: 'a pg_dump custom-format archive' },
};

export function checkFileKind(file: string, dialect: DialectName): void {
  const { bytes, what } = MAGIC[dialect];
  const head = Buffer.alloc(bytes.length);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.toString('latin1') !== bytes) throw new OperationError(`${basename(file)} is not ${what}`);
}

/** The libpq side of DATABASE_URL: the password goes in the environment, not on a command line others can read. */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv; database: string } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env, database: decodeURIComponent(url.pathname.replace(/^\//, '')) };
}

/** Runs pg_dump or pg_restore; a failure becomes one line: the tool's first error line. */
export function runPostgresTool(command: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OperationError(`${command} not found: install the PostgreSQL client tools (the server's major version or newer)`)
          : error,
      );
    });
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const lines = stderr
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      const reason = lines.find((line) => /error|fatal/i.test(line)) ?? lines.at(-1) ?? (signal ? `stopped by ${signal}` : `exit code ${code}`);
      reject(new OperationError(reason.startsWith(command) ? reason : `${command}: ${reason}`));
    });
  });
}

/** The frame of a command: exit code 1 with one line for an expected failure, the stack for anything else. */
export async function runCommand(name: string, main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (error instanceof OperationError) console.error(`${name} failed: ${error.message}`);
    else console.error(`${name} failed:`, error);
    process.exitCode = 1;
  }
}

/** The server's configuration; a bad variable is the operator's to fix, so it is reported as one line. */
export function configOrFail(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    throw new OperationError((error as Error).message);
  }
}

export function isSqliteError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && (error as { code?: unknown }).code === 'ERR_SQLITE_ERROR';
}
