// The whole schema of schema.ts, portable between SQLite and PostgreSQL (docs/decisions/0002-portable-schema.md):
// INTEGER flags with checks, ISO text timestamps, foreign keys with the delete rules noted in schema.ts.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const initialSchema: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id, flag } = portableColumns(db);

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', id)
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('lastname', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('auth_issuer', 'text')
      .addColumn('auth_subject', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('users_auth_identity_unique', ['auth_issuer', 'auth_subject'])
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'provider', 'user')`))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .execute();

    await db.schema
      .createTable('providers')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('telephone', 'text', (col) => col.notNull())
      .addColumn('logo_url', 'text', (col) => col.notNull())
      .addColumn('approved', 'integer', flag('approved'))
      .addColumn('approval_comment', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('restrict'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ai_tools')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('eventprocess', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('origin', 'text', (col) => col.notNull())
      .addColumn('price', 'text', (col) => col.notNull())
      .addColumn('roi', 'text', (col) => col.notNull())
      .addColumn('complexity', 'text', (col) => col.notNull())
      .addColumn('details_url', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('use_case_url', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('approved', 'integer', flag('approved'))
      .addColumn('approval_comment', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('provider_id', 'integer', (col) => col.notNull().references('providers.id').onDelete('restrict'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('keywords')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .execute();

    await db.schema
      .createTable('ai_tool_keywords')
      .addColumn('ai_tool_id', 'integer', (col) => col.notNull().references('ai_tools.id').onDelete('cascade'))
      .addColumn('keyword_id', 'integer', (col) => col.notNull().references('keywords.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('ai_tool_keywords_pk', ['ai_tool_id', 'keyword_id'])
      .execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'integer', id)
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ai_tool_id', 'integer', (col) => col.notNull().references('ai_tools.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('forum_posts')
      .addColumn('id', 'integer', id)
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('forum_comments')
      .addColumn('id', 'integer', id)
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issue_id', 'integer', (col) => col.notNull().references('forum_posts.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('faqs')
      .addColumn('id', 'integer', id)
      .addColumn('question', 'text', (col) => col.notNull().unique())
      .addColumn('answer', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('roadmap_settings')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .execute();

    // Indexes for the list and search queries (each serves both the page and its count) and for the
    // foreign keys' delete checks.
    const indexes: Array<[name: string, table: string, columns: string[]]> = [
      ['ai_tools_approved_name', 'ai_tools', ['approved', 'name']],
      ['ai_tools_approved_eventprocess', 'ai_tools', ['approved', 'eventprocess', 'name']],
      ['ai_tools_approved_origin', 'ai_tools', ['approved', 'origin', 'name']],
      ['ai_tools_provider', 'ai_tools', ['provider_id', 'approved', 'name']],
      ['ai_tool_keywords_keyword', 'ai_tool_keywords', ['keyword_id', 'ai_tool_id']],
      ['providers_approved_name', 'providers', ['approved', 'name']],
      ['providers_user', 'providers', ['user_id']],
      ['reviews_tool_date', 'reviews', ['ai_tool_id', 'date', 'id']],
      ['reviews_user', 'reviews', ['user_id', 'ai_tool_id', 'date']],
      ['forum_posts_date', 'forum_posts', ['date', 'id']],
      ['forum_posts_user', 'forum_posts', ['user_id']],
      ['forum_comments_issue_date', 'forum_comments', ['issue_id', 'date', 'id']],
      ['forum_comments_user', 'forum_comments', ['user_id', 'date']],
      ['roadmap_settings_type', 'roadmap_settings', ['type']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};
