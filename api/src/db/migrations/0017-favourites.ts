// Favourites: the tools a user saved ('Bewaar'). Gone with the user or the tool.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const favourites: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('favourites')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ai_tool_id', 'integer', (col) => col.notNull().references('ai_tools.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'ai_tool_id'])
      .execute();
    await db.schema.createIndex('favourites_tool').on('favourites').column('ai_tool_id').execute();
  },
};
