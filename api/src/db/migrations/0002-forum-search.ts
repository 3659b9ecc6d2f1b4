// Forum search without scanning every post (docs/decisions/0003-forum-search.md).
// SQLite: an FTS5 table with the trigram tokenizer over subject and content, kept in sync by triggers;
//   a quoted phrase query of 3+ characters is a case-insensitive substring match served by the index.
// PostgreSQL: pg_trgm GIN indexes on subject and content serve ILIKE '%x%'; when the extension cannot be
//   created the search still works, by a sequential scan.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../dialect.ts';

export const forumSearch: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    if (dialectOf(db) === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE forum_posts_fts USING fts5(
        subject, content, content='forum_posts', content_rowid='id', tokenize='trigram')`.execute(db);
      await sql`CREATE TRIGGER forum_posts_fts_insert AFTER INSERT ON forum_posts BEGIN
        INSERT INTO forum_posts_fts(rowid, subject, content) VALUES (new.id, new.subject, new.content);
      END`.execute(db);
      await sql`CREATE TRIGGER forum_posts_fts_delete AFTER DELETE ON forum_posts BEGIN
        INSERT INTO forum_posts_fts(forum_posts_fts, rowid, subject, content)
          VALUES ('delete', old.id, old.subject, old.content);
      END`.execute(db);
      await sql`CREATE TRIGGER forum_posts_fts_update AFTER UPDATE OF subject, content ON forum_posts BEGIN
        INSERT INTO forum_posts_fts(forum_posts_fts, rowid, subject, content)
          VALUES ('delete', old.id, old.subject, old.content);
        INSERT INTO forum_posts_fts(rowid, subject, content) VALUES (new.id, new.subject, new.content);
      END`.execute(db);
      // Posts written before this migration (none on a fresh database).
      await sql`INSERT INTO forum_posts_fts(forum_posts_fts) VALUES ('rebuild')`.execute(db);
      return;
    }

    const opclass = await trigramOperatorClass(db);
    if (opclass === null) return;
    await sql`CREATE INDEX forum_posts_subject_trgm ON forum_posts USING gin (subject ${sql.raw(opclass)})`.execute(db);
    await sql`CREATE INDEX forum_posts_content_trgm ON forum_posts USING gin (content ${sql.raw(opclass)})`.execute(db);
  },
};

/** The schema-qualified gin_trgm_ops, creating pg_trgm when allowed; null when the extension is unavailable. */
async function trigramOperatorClass(db: Kysely<any>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
        JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await installed();
  if (schema === undefined) {
    // Migrations run in one transaction: a savepoint keeps a refused CREATE EXTENSION from aborting it.
    await sql`SAVEPOINT create_pg_trgm`.execute(db);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`RELEASE SAVEPOINT create_pg_trgm`.execute(db);
      schema = await installed();
    } catch {
      await sql`ROLLBACK TO SAVEPOINT create_pg_trgm`.execute(db);
      return null;
    }
  }
  return schema === undefined ? null : `"${schema.replace(/"/g, '""')}".gin_trgm_ops`;
}
