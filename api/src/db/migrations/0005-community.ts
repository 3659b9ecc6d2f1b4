// The community (decision 0014): the provider's public reply under a review, reports of improper content, the
// per-account write counters, and an index that answers a tool's average rating and review count from the
// index alone (docs/decisions/0014-community.md).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const community: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);

    // One reply per review. It speaks for the provider that managed the tool when it was written.
    await db.schema
      .createTable('review_replies')
      .addColumn('review_id', 'integer', (col) => col.primaryKey().references('reviews.id').onDelete('cascade'))
      .addColumn('provider_id', 'integer', (col) => col.notNull().references('providers.id').onDelete('cascade'))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('review_replies_provider').on('review_replies').column('provider_id').execute();

    // A report names exactly one item, by a foreign key that removes the report with its item (whichever way
    // the item goes: its author, an admin, or the removal of the post, tool or user it belongs to).
    await db.schema
      .createTable('reports')
      .addColumn('id', 'integer', id)
      .addColumn('review_id', 'integer', (col) => col.references('reviews.id').onDelete('cascade'))
      .addColumn('issue_id', 'integer', (col) => col.references('forum_posts.id').onDelete('cascade'))
      .addColumn('comment_id', 'integer', (col) => col.references('forum_comments.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open').check(sql`status in ('open', 'ignored')`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint(
        'reports_one_item',
        sql`(case when review_id is null then 0 else 1 end) + (case when issue_id is null then 0 else 1 end) + (case when comment_id is null then 0 else 1 end) = 1`,
      )
      .execute();
    // Once per item and reporter; the same indexes serve the foreign keys' cascades.
    for (const item of ['review_id', 'issue_id', 'comment_id']) {
      await db.schema.createIndex(`reports_${item}_reporter`).unique().on('reports').columns([item, 'reporter_id']).execute();
    }
    await db.schema.createIndex('reports_status_created').on('reports').columns(['status', 'created_at', 'id']).execute();
    await db.schema.createIndex('reports_reporter').on('reports').column('reporter_id').execute();

    // Per-account write counters (one row per account and kind of write, a fixed window each).
    await db.schema
      .createTable('write_counters')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('window_start', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('write_counters_pk', ['user_id', 'kind'])
      .execute();

    // A tool's average and count from the index alone, for every card of the tool list.
    await db.schema.createIndex('reviews_tool_rating').on('reviews').columns(['ai_tool_id', 'rating']).execute();
  },
};
