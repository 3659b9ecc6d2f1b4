// No Show rows: the kept predictions with their outcomes, and the model's versions.
import type { Kysely, Selectable } from 'kysely';
import type { PredictionBody, PredictionSummary } from 'shared/contracts';
import type { Database, NoshowModelVersionsTable, NoshowPredictionsTable } from '../../db/schema.ts';

export type PredictionRow = Selectable<NoshowPredictionsTable>;
export type VersionRow = Selectable<NoshowModelVersionsTable>;
export type NewPrediction = Omit<PredictionRow, 'id' | 'outcome_registrations' | 'outcome_attendees' | 'outcome_at'>;

/** A row as 'Mijn voorspellingen' shows it. */
export function summaryOf(row: PredictionRow): PredictionSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    input: JSON.parse(row.input) as PredictionBody,
    rate: row.rate,
    low: row.low,
    high: row.high,
    builtInRate: row.built_in_rate,
    model: row.model,
    modelVersion: row.model_version,
    outcome:
      row.outcome_at === null || row.outcome_registrations === null || row.outcome_attendees === null
        ? null
        : { registrations: row.outcome_registrations, attendees: row.outcome_attendees, recordedAt: row.outcome_at },
  };
}

export function createNoShowRepository(db: Kysely<Database>) {
  return {
    currentVersion(): Promise<VersionRow> {
      return db.selectFrom('noshow_model_versions').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirstOrThrow();
    },

    versions(): Promise<VersionRow[]> {
      return db.selectFrom('noshow_model_versions').selectAll().orderBy('version').execute();
    },

    /** A version already made by a concurrent outcome fails on the primary key. */
    async insertVersion(version: VersionRow): Promise<void> {
      await db.insertInto('noshow_model_versions').values(version).execute();
    },

    insert(prediction: NewPrediction): Promise<PredictionRow> {
      return db.insertInto('noshow_predictions').values(prediction).returningAll().executeTakeFirstOrThrow();
    },

    ofUser(userId: number): Promise<PredictionRow[]> {
      return db.selectFrom('noshow_predictions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    find(id: number): Promise<PredictionRow | undefined> {
      return db.selectFrom('noshow_predictions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async ownerOf(id: number): Promise<number | undefined> {
      return (await db.selectFrom('noshow_predictions').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
    },

    recordOutcome(id: number, outcome: { registrations: number; attendees: number; at: string }): Promise<PredictionRow | undefined> {
      return db
        .updateTable('noshow_predictions')
        .set({ outcome_registrations: outcome.registrations, outcome_attendees: outcome.attendees, outcome_at: outcome.at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Every prediction with a recorded outcome, oldest outcome first. */
    withOutcomes(): Promise<PredictionRow[]> {
      return db.selectFrom('noshow_predictions').selectAll().where('outcome_at', 'is not', null).orderBy('outcome_at').orderBy('id').execute();
    },
  };
}

export type NoShowRepository = ReturnType<typeof createNoShowRepository>;
