// Tool history (decision 0018): a tool's history (who created, submitted, edited, approved, rejected or deleted it, and when), since
// when a tool waits for a decision, and names unique regardless of case. The history has no foreign keys: it
// outlives the tool and the actor (both kept by name), so an admin still reads it after a deletion.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const toolHistory: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);
    await db.schema
      .createTable('ai_tool_history')
      .addColumn('id', 'integer', id)
      .addColumn('ai_tool_id', 'integer', (col) => col.notNull())
      .addColumn('tool_name', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_name', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('ai_tool_history_tool').on('ai_tool_history').columns(['ai_tool_id', 'at']).execute();

    await db.schema.alterTable('ai_tools').addColumn('pending_since', 'text').execute();
    await db.updateTable('ai_tools').set({ pending_since: sql`created_at` }).where('approved', '=', 0).where('approval_comment', '=', '').execute();
    await db.schema.createIndex('ai_tools_pending').on('ai_tools').columns(['approved', 'pending_since']).execute();

    // 'ChatGPT' and 'chatgpt' are one name (a keyword is stored lower-case already).
    await db.schema.createIndex('ai_tools_name_any_case').on('ai_tools').unique().expression(sql`lower(name)`).execute();
    await db.schema.createIndex('keywords_name_any_case').on('keywords').unique().expression(sql`lower(name)`).execute();
  },
};
