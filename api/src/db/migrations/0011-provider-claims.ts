// Claims, 'Is dit uw bedrijf?' (decision 0019): a logged-in user claims a listed company that has no account yet; an admin
// decides. One open claim per user and company (a partial unique index, on both databases).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const providerClaims: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);
    await db.schema
      .createTable('provider_claims')
      .addColumn('id', 'integer', id)
      .addColumn('provider_id', 'integer', (col) => col.notNull().references('providers.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
      .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('provider_claims_one_open')
      .on('provider_claims')
      .columns(['provider_id', 'user_id'])
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema.createIndex('provider_claims_status').on('provider_claims').columns(['status', 'created_at']).execute();
  },
};
