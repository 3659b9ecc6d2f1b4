// The audit trail of admin actions (decision 0017): one row per action, never changed afterwards. No foreign keys: the
// record outlives the admin and the row it names (both are kept by name). The database itself refuses to change
// or delete a row, whatever code asks.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../dialect.ts';
import { portableColumns } from './columns.ts';

export const auditLog: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', id)
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_name', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('target_name', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('address', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

    if (dialectOf(db) === 'postgres') {
      await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
      await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    } else {
      await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    }
  },
};
