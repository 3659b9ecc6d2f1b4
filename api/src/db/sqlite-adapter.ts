// A small adapter that lets Kysely's SqliteDialect drive Node's built-in `node:sqlite` (DatabaseSync).
// Kysely expects the better-sqlite3 shape: prepare(sql) → { reader, all(params), run(params), iterate(params) }.
// Prepared statements are cached by SQL text: the same few queries run on every request, and preparing
// them again each time would cost more than running them.
import type { DatabaseSync, StatementSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_CACHED_STATEMENTS = 500;

function bindable(values: ReadonlyArray<unknown>): SQLInputValue[] {
  // node:sqlite binds neither booleans nor undefined; flags are stored as 0/1 anyway.
  return values.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...bindable(parameters));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    const { changes, lastInsertRowid } = this.#statement.run(...bindable(parameters));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#statement.iterate(...bindable(parameters)) as IterableIterator<unknown>;
  }
}

export function sqliteDatabaseForKysely(database: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, CachedStatement>();
  return {
    prepare(sqlText: string): SqliteStatement {
      let statement = cache.get(sqlText);
      if (statement === undefined) {
        statement = new CachedStatement(database.prepare(sqlText));
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
}

/**
 * A string that changes whenever the data may have changed: PRAGMA data_version moves when another
 * connection commits to the file, total_changes() when this connection writes (see read-cache.ts).
 */
export function sqliteDataVersion(database: DatabaseSync): () => string {
  const dataVersion = database.prepare('PRAGMA data_version');
  const totalChanges = database.prepare('SELECT total_changes() AS changes');
  return () => {
    const external = (dataVersion.get() as { data_version: number }).data_version;
    const own = (totalChanges.get() as { changes: number }).changes;
    return `${external}:${own}`;
  };
}
