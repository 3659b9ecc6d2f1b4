// A small adapter that lets Kysely's SqliteDialect drive Node's built-in `node:sqlite` (DatabaseSync).
// Kysely expects the better-sqlite3 shape: prepare(sql) → { reader, all(params), run(params), iterate(params) }.
// Prepared statements are cached by SQL text: the same few queries run on every request, and preparing
// them again each time would cost more than running them.
import type { DatabaseSync, StatementSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { CACHE_NEUTRAL_SQL } from './cache-neutral.ts';

const MAX_CACHED_STATEMENTS = 500;

function bindable(values: ReadonlyArray<unknown>): SQLInputValue[] {
  // node:sqlite binds neither booleans nor undefined; flags are stored as 0/1 anyway.
  return values.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

/** Counts the statements of this connection that may write (see sqliteDataVersion). */
interface WriteCounter {
  writes: number;
}

class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;
  readonly #mayWrite: boolean;
  readonly #counter: WriteCounter;

  constructor(statement: StatementSync, sqlText: string, counter: WriteCounter) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
    this.#mayWrite = !CACHE_NEUTRAL_SQL.test(sqlText);
    this.#counter = counter;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    // Counted before running: a write that fails half-way still invalidates (harmless), and never the reverse.
    if (this.#mayWrite) this.#counter.writes++;
    return this.#statement.all(...bindable(parameters));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    if (this.#mayWrite) this.#counter.writes++;
    const { changes, lastInsertRowid } = this.#statement.run(...bindable(parameters));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    if (this.#mayWrite) this.#counter.writes++;
    return this.#statement.iterate(...bindable(parameters)) as IterableIterator<unknown>;
  }
}

export interface KyselySqlite {
  database: SqliteDatabase;
  /**
   * A string that changes whenever the data may have changed: PRAGMA data_version moves when another
   * connection commits to the file, the write counter when this connection runs a statement that may
   * write (see read-cache.ts). One tiny statement per call.
   */
  dataVersion(): string;
}

export function sqliteDatabaseForKysely(database: DatabaseSync): KyselySqlite {
  const cache = new Map<string, CachedStatement>();
  const counter: WriteCounter = { writes: 0 };
  const dataVersion = database.prepare('PRAGMA data_version');
  // Read on every cached answer: an array row costs a quarter less than an object row.
  dataVersion.setReturnArrays(true);
  const kyselyDatabase: SqliteDatabase = {
    prepare(sqlText: string): SqliteStatement {
      let statement = cache.get(sqlText);
      if (statement === undefined) {
        statement = new CachedStatement(database.prepare(sqlText), sqlText, counter);
        // Schema changes (migrations) produce one-off statements; keep the cache bounded.
        if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string);
        cache.set(sqlText, statement);
      }
      return statement;
    },
    close(): void {
      cache.clear();
      if (database.isOpen) database.close();
    },
  };
  return {
    database: kyselyDatabase,
    dataVersion: () => `${(dataVersion.get() as unknown as [number])[0]}:${counter.writes}`,
  };
}

