// The No Show Tool (SPEC §2, §3, §7; decision 0020): the event a prediction is asked for, the prediction with its
// explanation, the outcome an organiser records afterwards, and the admins' calibration view.
import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import {
  EVIDENCE_STRENGTHS,
  NOSHOW_MODELS,
  NOSHOW_SELECTS,
  REGISTRATIONS_MAX,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  type NoShowSelect,
} from '../noshow.ts';
import { IdSchema } from './common.ts';

function optionsOf(name: NoShowSelect) {
  return Type.Enum(
    NOSHOW_SELECTS[name].options.map((option) => option.value),
    { type: 'string', description: NOSHOW_SELECTS[name].label },
  );
}

const RegistrationsSchema = Type.Integer({ minimum: 1, maximum: REGISTRATIONS_MAX, description: 'aantal aanmeldingen' });
const RateSchema = Type.Number({ minimum: 0, maximum: 1, description: 'aandeel van de aanmeldingen (0–1)' });

/** The ten inputs of SPEC §3, under the payload's names. */
export const NoShowEventSchema = Type.Object(
  {
    Temperature: Type.Number({ minimum: TEMPERATURE_MIN, maximum: TEMPERATURE_MAX, description: 'temperatuur in °C' }),
    Reminder: Type.Boolean(),
    Parking: Type.Boolean(),
    'Public transport access': optionsOf('Public transport access'),
    Paid: Type.Boolean(),
    'Weather Description': optionsOf('Weather Description'),
    'Event Type': optionsOf('Event Type'),
    'Attendance Type': optionsOf('Attendance Type'),
    Timing: optionsOf('Timing'),
    Catering: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NoShowEvent = Static<typeof NoShowEventSchema>;

/** POST /noshow/predictions: the event, and optionally its registrations and an earlier edition's no-show. */
export const PredictionBodySchema = Type.Object(
  {
    event: NoShowEventSchema,
    registrations: Type.Optional(RegistrationsSchema),
    earlierNoShowPercent: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, description: 'no-show van een vorige editie van hetzelfde event, in procent' }),
    ),
  },
  { additionalProperties: false },
);
export type PredictionBody = Static<typeof PredictionBodySchema>;

export const SourceSchema = Type.Object({
  title: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  /** Where the number comes from and how far it carries over to events. */
  context: Type.String(),
  evidence: Type.Enum(EVIDENCE_STRENGTHS, { type: 'string' }),
});
export type Source = Static<typeof SourceSchema>;

/** One input's effect: its odds factor on the no-show, what that does to the rate, why, and the source. */
export const FactorSchema = Type.Object({
  input: Type.String({ description: 'naam van de invoer zoals in de payload' }),
  value: Type.String({ description: 'de gekozen waarde, als tekst' }),
  oddsRatio: Type.Number({ description: 'factor op de odds van een no-show (1 = geen effect)' }),
  /** The rate after this factor, the earlier ones applied: the steps of the chart. */
  rateAfter: RateSchema,
  explanation: Type.String(),
  source: SourceSchema,
});
export type Factor = Static<typeof FactorSchema>;

const OutcomeSchema = Type.Object({
  registrations: RegistrationsSchema,
  attendees: Type.Integer({ minimum: 0, maximum: REGISTRATIONS_MAX }),
  recordedAt: Type.String({ format: 'date-time' }),
});

function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A kept prediction as 'Mijn voorspellingen' lists it. */
export const PredictionSummarySchema = Type.Object({
  id: IdSchema,
  createdAt: Type.String({ format: 'date-time' }),
  input: PredictionBodySchema,
  /** The rate on the screen: the outside model's when it answered, else the built-in one's. */
  rate: RateSchema,
  low: RateSchema,
  high: RateSchema,
  /** The built-in model's rate (its range is low–high), always there to explain the number. */
  builtInRate: RateSchema,
  model: Type.Enum(NOSHOW_MODELS, { type: 'string' }),
  modelVersion: Type.Integer({ minimum: 1 }),
  outcome: nullable(OutcomeSchema),
});
export type PredictionSummary = Static<typeof PredictionSummarySchema>;

const PeopleSchema = Type.Object({
  registrations: RegistrationsSchema,
  attendees: Type.Integer({ minimum: 0 }),
  attendeesLow: Type.Integer({ minimum: 0 }),
  attendeesHigh: Type.Integer({ minimum: 0 }),
  noShows: Type.Integer({ minimum: 0 }),
});

/** POST /noshow/predictions answers this: the number, its range, its reasons and what to do. */
export const PredictionSchema = Type.Object({
  ...PredictionSummarySchema.properties,
  baseline: Type.Object({ rate: RateSchema, explanation: Type.String(), source: SourceSchema }),
  factors: Type.Array(FactorSchema),
  people: nullable(PeopleSchema),
  advice: Type.Array(Type.String()),
  /** Why the outside model did not answer, when one is configured and it failed (the built-in one answered). */
  externalFailure: nullable(Type.String()),
});
export type Prediction = Static<typeof PredictionSchema>;

/** PUT /noshow/predictions/{id}/outcome: what happened at the event. */
export const OutcomeBodySchema = Type.Object(
  { registrations: RegistrationsSchema, attendees: Type.Integer({ minimum: 0, maximum: REGISTRATIONS_MAX }) },
  { additionalProperties: false },
);
export type OutcomeBody = Static<typeof OutcomeBodySchema>;

export const ModelVersionSchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String({ format: 'date-time' }),
  /** The built-in baseline (a free, in-person event) of this version. */
  baselineRate: RateSchema,
  outcomes: Type.Integer({ minimum: 0, description: 'aantal uitkomsten waarop de versie steunt' }),
  change: Type.String({ description: 'wat er veranderde tegenover de vorige versie' }),
});
export type ModelVersion = Static<typeof ModelVersionSchema>;

/** GET /noshow/calibration (admins): predicted against observed for every recorded outcome. */
export const CalibrationSchema = Type.Object({
  points: Type.Array(
    Type.Object({
      predictionId: IdSchema,
      predicted: RateSchema,
      observed: RateSchema,
      registrations: RegistrationsSchema,
      modelVersion: Type.Integer({ minimum: 1 }),
      recordedAt: Type.String({ format: 'date-time' }),
    }),
  ),
  /** Mean absolute error of the predicted rate, in rate points (0–1); null without outcomes. */
  meanAbsoluteError: nullable(Type.Number({ minimum: 0, maximum: 1 })),
  /** Outcomes needed before the baseline is re-estimated from them. */
  reestimateFrom: Type.Integer({ minimum: 1 }),
  versions: Type.Array(ModelVersionSchema),
});
export type Calibration = Static<typeof CalibrationSchema>;
