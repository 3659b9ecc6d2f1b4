// A fresh database per test file: a SQLite file in a temp folder, or (when TEST_DATABASE_URL is set) a
// freshly created PostgreSQL schema, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/connect.ts';
import type { DialectName } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrations/index.ts';
import { ensureChangeNotifications } from '../src/db/postgres-data-version.ts';
import type { DataVersion } from '../src/db/read-cache.ts';
import type { Database } from '../src/db/schema.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  dataVersion: DataVersion | null;
  close(): Promise<void>;
}

/** The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export async function createTestDatabase(dialect: DialectName = 'sqlite'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-api-test-'));
    const opened = await openDatabase({ dataDir });
    await migrateToLatest(opened.db);
    return {
      db: opened.db,
      dialect: 'sqlite',
      dataVersion: opened.dataVersion,
      close: async () => {
        await opened.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // pg_trgm lives in public, shared by every test schema (an extension exists once per database; created
    // inside a test schema it would vanish with that schema).
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch {
    // another test file created it at the same moment, or the extension is unavailable: both are fine
  }
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const opened = await openDatabase({ databaseUrl, schema, poolSize: 4 });
  await takingTurns(admin, async () => {
    await migrateToLatest(opened.db);
    await ensureChangeNotifications(opened.db);
  });
  return {
    db: opened.db,
    dialect: 'postgres',
    dataVersion: opened.dataVersion,
    close: async () => {
      await opened.close();
      await takingTurns(admin, () => admin.query(`DROP SCHEMA "${schema}" CASCADE`));
      await admin.end();
    },
  };
}

/**
 * Test files run side by side, each in a schema of its own in one database. Kysely's migrator looks for its tables
 * in every schema of the database (has_schema_privilege by name), which fails with 'schema "api_test_…" does not
 * exist' when another file drops its schema at that moment: so migrating and dropping take turns, under one
 * advisory lock of the session that made the schema.
 */
const SCHEMA_CHANGES_LOCK = 730_251_001;
async function takingTurns<T>(admin: pg.Client, work: () => Promise<T>): Promise<T> {
  await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_CHANGES_LOCK]);
  try {
    return await work();
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [SCHEMA_CHANGES_LOCK]);
  }
}
