// Free-text tool search (docs/decisions/0022-finding-tools.md). The API writes each tool's index terms
// (db/text-search.ts dutchTerms) in three weighted parts: the name; the kind, the provider and the keywords; the
// description. SQLite keeps them in an FTS5 table whose rowid is the tool's id (a trigger removes a deleted tool);
// PostgreSQL in a tsvector with weights A, B, C under a GIN index, built with the 'simple' configuration because
// the terms are already stemmed. The tools that exist are indexed at start-up (refreshToolSearch 'missing'), not
// here: a migration must not depend on code that later migrations may change.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../dialect.ts';

export const toolSearch: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    if (dialectOf(db) === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE ai_tool_search USING fts5(name, other, description, tokenize='unicode61')`.execute(db);
      await sql`CREATE TRIGGER ai_tool_search_delete AFTER DELETE ON ai_tools BEGIN
        DELETE FROM ai_tool_search WHERE rowid = old.id;
      END`.execute(db);
    } else {
      await db.schema
        .createTable('ai_tool_search')
        .addColumn('ai_tool_id', 'integer', (col) => col.primaryKey().references('ai_tools.id').onDelete('cascade'))
        .addColumn('document', sql`tsvector`, (col) => col.notNull())
        .execute();
      await sql`CREATE INDEX ai_tool_search_document ON ai_tool_search USING gin (document)`.execute(db);
    }
  },
};
