// Images the site stores itself (decision 0023): a provider's logo, a photo or logo of the about page, uploaded or
// fetched once from an https address, processed and kept here so every API instance serves the same bytes and no
// visitor's browser asks another host. The name is the sha256 of the stored bytes: the same image is one row.
// Who uploaded it is not kept: nothing needs it, so it is no personal data to declare.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../dialect.ts';
import { portableColumns } from './columns.ts';

export const images: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);
    await db.schema
      .createTable('images')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
