// E-mail changes: a new e-mail address waits here until its owner follows the link mailed to it; the old address stays
// in force meanwhile. One open change per user; only the link's hash is stored.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const emailChanges: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('email_changes')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
  },
};
