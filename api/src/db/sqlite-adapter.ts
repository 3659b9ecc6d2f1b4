// A small adapter that lets Kysely's SqliteDialect drive Node's built-in `node:sqlite` (DatabaseSync).
// Kysely expects the better-sqlite3 shape: prepare(sql) → { reader, all(params), run(params), iterate(params) }.
// Prepared statements are cached by SQL text: the same few queries run on every request, and preparing
// them again each time would cost more than running them.
import type { DatabaseSync, StatementSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { DataVersion } from './read-cache.ts';
import { watchWalCommits, type WalCommits } from './wal-commits.ts';
import { EVERY_TABLE, TableVersions, WriteSpread, statementWrites, tablesWrittenBySqliteTrigger, writesNothing, type WritesOrEvery } from './table-versions.ts';

const MAX_CACHED_STATEMENTS = 500;

function bindable(values: ReadonlyArray<unknown>): SQLInputValue[] {
  // node:sqlite binds neither booleans nor undefined; flags are stored as 0/1 anyway.
  return values.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

/**
 * This connection's writes, counted per table: a statement counts for the table it writes and for what that
 * write may change besides (the triggers' tables, the referencing tables of a foreign key's action), read from
 * the schema again whenever PRAGMA schema_version says it changed.
 */
class OwnWrites {
  readonly versions = new TableVersions();
  readonly #schemaVersion: StatementSync;
  readonly #database: DatabaseSync;
  #spread: WriteSpread | null = null;
  #spreadOfSchema = -1;

  constructor(database: DatabaseSync) {
    this.#database = database;
    this.#schemaVersion = database.prepare('PRAGMA schema_version');
    this.#schemaVersion.setReturnArrays(true);
  }

  wrote(writes: WritesOrEvery): void {
    if (writes === EVERY_TABLE) return this.versions.changed(EVERY_TABLE);
    const schema = (this.#schemaVersion.get() as unknown as [number])[0];
    if (this.#spread === null || schema !== this.#spreadOfSchema) {
      this.#spread = sqliteWriteSpread(this.#database);
      this.#spreadOfSchema = schema;
    }
    this.versions.changed(this.#spread.of(writes));
  }
}

function sqliteWriteSpread(database: DatabaseSync): WriteSpread {
  const spread = new WriteSpread();
  const actions = database
    .prepare(
      `SELECT f."table" AS parent, m.name AS child FROM sqlite_master m, pragma_foreign_key_list(m.name) f
       WHERE m.type = 'table' AND (f.on_delete IN ('CASCADE', 'SET NULL', 'SET DEFAULT') OR f.on_update IN ('CASCADE', 'SET NULL', 'SET DEFAULT'))`,
    )
    .all() as { parent: string; child: string }[];
  for (const { parent, child } of actions) spread.addAction(parent, child);
  const triggers = database.prepare(`SELECT tbl_name AS name, sql FROM sqlite_master WHERE type = 'trigger'`).all() as { name: string; sql: string }[];
  for (const trigger of triggers) spread.addTrigger(trigger.name, tablesWrittenBySqliteTrigger(trigger.sql));
  return spread;
}

class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;
  /** The tables this statement writes itself; none for a read. */
  readonly #writes: WritesOrEvery;
  readonly #ownWrites: OwnWrites;

  constructor(statement: StatementSync, sqlText: string, ownWrites: OwnWrites) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
    this.#writes = statementWrites(sqlText);
    this.#ownWrites = ownWrites;
  }

  /** Counted before running: a write that fails half-way still invalidates (harmless), and never the reverse. */
  #counted(): void {
    if (!writesNothing(this.#writes)) this.#ownWrites.wrote(this.#writes);
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    this.#counted();
    return this.#statement.all(...bindable(parameters));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    this.#counted();
    const { changes, lastInsertRowid } = this.#statement.run(...bindable(parameters));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    this.#counted();
    return this.#statement.iterate(...bindable(parameters)) as IterableIterator<unknown>;
  }
}

export interface KyselySqlite {
  database: SqliteDatabase;
  /**
   * The version of some tables (read-cache.ts): it moves when this connection runs a statement that may write
   * one of them, and when another connection commits to the file (PRAGMA data_version moved; what it wrote is
   * not known, so that counts for every table). Per call one read of the WAL-index header, and the tiny statement
   * only when that header changed (wal-commits.ts).
   */
  dataVersion: DataVersion;
}

export function sqliteDatabaseForKysely(database: DatabaseSync): KyselySqlite {
  const cache = new Map<string, CachedStatement>();
  const ownWrites = new OwnWrites(database);
  const dataVersion = database.prepare('PRAGMA data_version');
  // Read on every cached answer: an array row costs a quarter less than an object row.
  dataVersion.setReturnArrays(true);
  // Made at the first cached read, when the database has long been opened in WAL mode (its -shm file exists); null,
  // decided once, for a database without one (every read then asks data_version).
  let walCommits: WalCommits | null | undefined;
  const kyselyDatabase: SqliteDatabase = {
    prepare(sqlText: string): SqliteStatement {
      let statement = cache.get(sqlText);
      if (statement === undefined) {
        statement = new CachedStatement(database.prepare(sqlText), sqlText, ownWrites);
        // Schema changes (migrations) produce one-off statements; keep the cache bounded.
        if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string);
        cache.set(sqlText, statement);
      }
      return statement;
    },
    close(): void {
      cache.clear();
      walCommits?.close();
      if (database.isOpen) database.close();
    },
  };
  let othersVersion: number | undefined;
  return {
    database: kyselyDatabase,
    dataVersion(tables) {
      // `??=` would look again at every read while the answer is null.
      if (walCommits === undefined) walCommits = watchWalCommits(database);
      // data_version opens a read transaction; while the WAL-index header is unchanged nobody committed (wal-commits.ts).
      if (walCommits === null || walCommits.mayHaveCommitted()) {
        const others = (dataVersion.get() as unknown as [number])[0];
        if (others !== othersVersion) {
          othersVersion = others;
          ownWrites.versions.changed(EVERY_TABLE);
        }
      }
      return String(ownWrites.versions.versionOf(tables));
    },
  };
}

