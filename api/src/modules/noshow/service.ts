// The No Show Tool's workflows (decision 0020): a logged-in user asks for a prediction (the outside model first when
// one is configured, the built-in model always, to explain), keeps it, and records what happened at the event;
// from REESTIMATION.minOutcomes outcomes on, every new outcome re-estimates the built-in baseline in a new
// model version. Admins read the calibration: predicted against observed.
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { Calibration, OutcomeBody, Prediction, PredictionBody, PredictionSummary } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../errors/api-error.ts';
import type { AuditService } from '../audit/service.ts';
import { BASELINE, REESTIMATION } from './evidence.ts';
import type { ExternalModel } from './external-model.ts';
import { logit, observedRate, peopleOf, predictBuiltIn, rateOf, reestimatedShift } from './model.ts';
import { createNoShowRepository, summaryOf, type VersionRow } from './repository.ts';

export interface NoShowDependencies {
  db: Kysely<Database>;
  now: () => Date;
  /** The outside scoring service (NOSHOW_MODEL_URL), or null: the built-in model answers alone. */
  externalModel: ExternalModel | null;
  warn: (message: string, error: unknown) => void;
  /** An admin's outcome for someone else's prediction is recorded. */
  audit: AuditService;
}

/** The built-in baseline of a version: a free, in-person event. */
const baselineOf = (version: Pick<VersionRow, 'baseline_shift'>): number => rateOf(logit(BASELINE.rate) + version.baseline_shift);
const percent = (rate: number): string => `${(rate * 100).toFixed(1).replace('.', ',')} %`;

/** Shifts closer than this to the current version's are not a new version. */
const SHIFT_STEP = 0.01;

export function createNoShowService({ db, now, externalModel, warn, audit }: NoShowDependencies) {
  const predictions = createNoShowRepository(db);

  async function reestimate(): Promise<void> {
    const outcomes = await predictions.withOutcomes();
    // An earlier edition's number set the baseline of those predictions: they say nothing about the literature's.
    const residuals = outcomes.flatMap((row) =>
      row.literature_logit === null ? [] : [logit(observedRate(row.outcome_registrations!, row.outcome_attendees!)) - row.literature_logit],
    );
    const shift = reestimatedShift(residuals);
    if (shift === null) return;
    const current = await predictions.currentVersion();
    if (Math.abs(shift - current.baseline_shift) < SHIFT_STEP) return;
    const next = { baseline_shift: shift };
    try {
      await predictions.insertVersion({
        version: current.version + 1,
        created_at: now().toISOString(),
        baseline_shift: shift,
        outcomes: residuals.length,
        change: `Vertrekpunt (gratis, fysiek event) van ${percent(baselineOf(current))} naar ${percent(baselineOf(next))}, geschat uit ${residuals.length} uitkomsten met de bronnen als voorkennis.`,
      });
    } catch (error) {
      // Another outcome made this version at the same moment; the next outcome re-estimates again.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  return {
    async predict(caller: Caller, body: PredictionBody): Promise<Prediction> {
      const version = await predictions.currentVersion();
      const builtIn = predictBuiltIn(body, version.baseline_shift);
      const external = externalModel === null ? null : await externalModel(body.event);
      const externalRate = external !== null && 'rate' in external ? external.rate : null;
      const externalFailure = external !== null && 'failure' in external ? external.failure : null;
      if (externalFailure !== null) warn(`No Show: ${externalFailure}; het ingebouwde model antwoordt`, null);
      const rate = externalRate ?? builtIn.rate;
      const row = await predictions.insert({
        user_id: caller.userId,
        created_at: now().toISOString(),
        input: JSON.stringify(body),
        rate,
        low: builtIn.low,
        high: builtIn.high,
        built_in_rate: builtIn.rate,
        literature_logit: builtIn.literatureLogit,
        model: externalRate === null ? 'ingebouwd' : 'extern',
        model_version: version.version,
      });
      return {
        ...summaryOf(row),
        baseline: builtIn.baseline,
        factors: builtIn.factors,
        people:
          body.registrations === undefined
            ? null
            : peopleOf(body.registrations, rate, Math.min(builtIn.low, rate), Math.max(builtIn.high, rate)),
        advice: builtIn.advice,
        externalFailure,
      };
    },

    async mine(caller: Caller): Promise<{ data: PredictionSummary[]; count: number }> {
      const data = (await predictions.ofUser(caller.userId)).map(summaryOf);
      return { data, count: data.length };
    },

    /** The owner (the route's owner rule) records what happened; more attendees than registrations is refused. */
    async recordOutcome(caller: Caller, id: number, { registrations, attendees }: OutcomeBody): Promise<PredictionSummary> {
      if (attendees > registrations) {
        throw validationFailed('attendees', 'is groter dan het aantal aanmeldingen', errorTexts.moreAttendeesThanRegistrations);
      }
      const row = await db.transaction().execute(async (trx) => {
        const stored = await createNoShowRepository(trx).recordOutcome(id, { registrations, attendees, at: now().toISOString() });
        if (stored === undefined) throw notFound(errorTexts.noneWithId('prediction', id));
        const target = { type: 'prediction', id, name: `Voorspelling ${id}` };
        await audit.ofSomeoneElse({ actor: caller, action: 'prediction.outcome-recorded', target, detail: `${attendees} van ${registrations} aanwezig` }, stored.user_id, trx);
        return stored;
      });
      await reestimate();
      return summaryOf(row);
    },

    async calibration(): Promise<Calibration> {
      const [outcomes, versions] = await Promise.all([predictions.withOutcomes(), predictions.versions()]);
      const points = outcomes.map((row) => ({
        predictionId: row.id,
        predicted: row.rate,
        observed: (row.outcome_registrations! - row.outcome_attendees!) / row.outcome_registrations!,
        registrations: row.outcome_registrations!,
        modelVersion: row.model_version,
        recordedAt: row.outcome_at!,
      }));
      const meanAbsoluteError =
        points.length === 0 ? null : points.reduce((sum, point) => sum + Math.abs(point.predicted - point.observed), 0) / points.length;
      return {
        points,
        meanAbsoluteError,
        reestimateFrom: REESTIMATION.minOutcomes,
        versions: versions.map((version) => ({
          version: version.version,
          createdAt: version.created_at,
          baselineRate: baselineOf(version),
          outcomes: version.outcomes,
          change: version.change,
        })),
      };
    },

    ownerOf: predictions.ownerOf,
  };
}

export type NoShowService = ReturnType<typeof createNoShowService>;
