// No Show predictions (decision 0020): the No Show Tool keeps each prediction with the event's real outcome, and the versions of its
// built-in model (version 1: the literature alone; later ones re-estimate the baseline from the outcomes).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const noshow: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id } = portableColumns(db);
    await db.schema
      .createTable('noshow_model_versions')
      .addColumn('version', 'integer', (col) => col.primaryKey())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('baseline_shift', 'double precision', (col) => col.notNull())
      .addColumn('outcomes', 'integer', (col) => col.notNull())
      .addColumn('change', 'text', (col) => col.notNull())
      .execute();
    await db
      .insertInto('noshow_model_versions')
      .values({ version: 1, created_at: new Date().toISOString(), baseline_shift: 0, outcomes: 0, change: 'Eerste versie: de bronnen alleen.' })
      .execute();
    await db.schema
      .createTable('noshow_predictions')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('input', 'text', (col) => col.notNull())
      .addColumn('rate', 'double precision', (col) => col.notNull())
      .addColumn('low', 'double precision', (col) => col.notNull())
      .addColumn('high', 'double precision', (col) => col.notNull())
      .addColumn('built_in_rate', 'double precision', (col) => col.notNull())
      .addColumn('literature_logit', 'double precision')
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('model_version', 'integer', (col) => col.notNull().references('noshow_model_versions.version'))
      .addColumn('outcome_registrations', 'integer')
      .addColumn('outcome_attendees', 'integer')
      .addColumn('outcome_at', 'text')
      .execute();
    await db.schema.createIndex('noshow_predictions_user').on('noshow_predictions').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('noshow_predictions_outcome').on('noshow_predictions').columns(['outcome_at']).execute();
  },
};
