// Insights (docs/decisions/0026-insights.md): counting without following anyone. Raw events hold no visitor key
// and no address; the day's visitor keys sit apart and go after two days; the day's salt in its own table goes the
// next day; what stays is totals per day.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const insights: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);
    await db.schema
      .createTable('insight_events')
      .addColumn('id', 'integer', id)
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('path', 'text')
      // No foreign key: counting a tool that is deleted meanwhile must not fail, and its counts go with it.
      .addColumn('tool_id', 'integer')
      .addColumn('referrer', 'text')
      .addColumn('search_text', 'text')
      .addColumn('search_filters', 'text')
      .addColumn('results', 'integer')
      .execute();
    await db.schema.createIndex('insight_events_day').on('insight_events').column('day').execute();

    await db.schema
      .createTable('insight_daily')
      .addColumn('metric', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('insight_daily_pk', ['metric', 'day', 'key'])
      .execute();

    await db.schema
      .createTable('insight_visitors')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('visitor', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('insight_visitors_pk', ['day', 'visitor'])
      .execute();

    await db.schema
      .createTable('insight_salts')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('salt', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('insight_mail_subscribers')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('since', 'text', (col) => col.notNull())
      .execute();

    // One row per week whose mail went out: several API instances send it once.
    await db.schema
      .createTable('insight_mail_weeks')
      .addColumn('week', 'text', (col) => col.primaryKey())
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .execute();
  },
};
