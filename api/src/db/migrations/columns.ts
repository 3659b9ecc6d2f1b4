// Column builders every migration uses, portable between SQLite and PostgreSQL (decision 0002).
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export function portableColumns(db: Kysely<any>) {
  const postgres = dialectOf(db) === 'postgres';
  return {
    /** An integer primary key the database numbers itself. */
    id: (col: ColumnDefinitionBuilder) =>
      postgres ? col.generatedByDefaultAsIdentity().primaryKey() : col.autoIncrement().primaryKey(),
    /** An INTEGER 0/1 flag, 0 by default. */
    flag: (name: string) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0).check(sql`${sql.ref(name)} in (0, 1)`),
  };
}
