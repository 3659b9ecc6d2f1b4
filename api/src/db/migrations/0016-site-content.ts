// Site content: the about page's and the footer's content, written by admins; one row (id 1) holding the document as
// JSON, validated by the API's schema on the way in. No row: nothing written yet.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const siteContent: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('site_content')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('document', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
};
