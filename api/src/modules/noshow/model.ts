// The built-in No Show model: a transparent logistic model. The logit of the no-show rate is the baseline's
// logit plus the log of one odds factor per answer (evidence.ts). The range adds up the sources' spread on the
// logit scale (below and above apart, as root of the sum of squares), so it is as wide as the evidence is weak.
import type { Factor, NoShowEvent, PredictionBody, Source } from 'shared/contracts';
import { noShowValueLabel } from 'shared/contracts';
import { BASELINE, EARLIER_EDITION, EFFECTS, ONLY_WHEN_ATTENDING_IN_PERSON, REESTIMATION, type Effect } from './evidence.ts';

export const logit = (rate: number): number => Math.log(rate / (1 - rate));
export const rateOf = (logOdds: number): number => 1 / (1 + Math.exp(-logOdds));

/** An earlier edition's 0 % or 100 % has no logit: keep it just inside. */
const clampRate = (rate: number): number => Math.min(0.995, Math.max(0.005, rate));

export interface BuiltInPrediction {
  rate: number;
  low: number;
  high: number;
  /** The logit without the version's baseline shift (null when an earlier edition set the baseline). */
  literatureLogit: number | null;
  baseline: { rate: number; explanation: string; source: Source };
  factors: Factor[];
  advice: string[];
}

const INPUT_ORDER = Object.keys(EFFECTS) as (keyof NoShowEvent)[];

function effectOf(input: keyof NoShowEvent, event: NoShowEvent, earlierEdition: boolean): Effect {
  const effect = input === 'Temperature' ? EFFECTS.Temperature : EFFECTS[input][String(event[input])];
  if (effect === undefined) throw new Error(`No evidence for ${input} = ${String(event[input])}`);
  if (earlierEdition && (EARLIER_EDITION.alreadyIncluded as readonly string[]).includes(input)) {
    return { ...effect, odds: 1, low: 1, high: 1, explanation: EARLIER_EDITION.alreadyIncludedExplanation };
  }
  if (event['Attendance Type'] === 'online' && ONLY_WHEN_ATTENDING_IN_PERSON.includes(input) && effect.odds !== 1) {
    return { ...effect, odds: 1, low: 1, high: 1, explanation: 'Online event: het weer speelt geen rol.' };
  }
  return effect;
}

const percent = (rate: number): string => `${Math.round(rate * 100)} %`;

/** The prediction for one event; `baselineShift` is the model version's re-estimate (0 = the literature alone). */
export function predictBuiltIn(body: PredictionBody, baselineShift = 0): BuiltInPrediction {
  const prediction = explained(body, baselineShift);
  return { ...prediction, advice: adviceFor(body, prediction.rate, baselineShift) };
}

function explained(body: PredictionBody, baselineShift: number): Omit<BuiltInPrediction, 'advice'> {
  const { event } = body;
  const earlierEdition = body.earlierNoShowPercent !== undefined;
  let logOdds: number;
  let below: number;
  let above: number;
  let baseline: BuiltInPrediction['baseline'];
  if (earlierEdition) {
    const earlier = clampRate(body.earlierNoShowPercent! / 100);
    logOdds = logit(earlier);
    below = above = EARLIER_EDITION.logitSpread ** 2;
    baseline = { rate: earlier, explanation: EARLIER_EDITION.explanation, source: EARLIER_EDITION.source };
  } else {
    logOdds = logit(BASELINE.rate) + baselineShift;
    below = (logit(BASELINE.rate) - logit(BASELINE.low)) ** 2;
    above = (logit(BASELINE.high) - logit(BASELINE.rate)) ** 2;
    const explanation =
      baselineShift === 0
        ? BASELINE.explanation
        : `${BASELINE.explanation} Bijgesteld naar ${percent(rateOf(logOdds))} op basis van de uitkomsten die organisatoren invulden.`;
    baseline = { rate: rateOf(logOdds), explanation, source: BASELINE.source };
  }

  const factors: Factor[] = [];
  for (const input of INPUT_ORDER) {
    const effect = effectOf(input, event, earlierEdition);
    logOdds += Math.log(effect.odds);
    below += Math.log(effect.odds / effect.low) ** 2;
    above += Math.log(effect.high / effect.odds) ** 2;
    factors.push({
      input,
      value: noShowValueLabel(input, event[input]),
      oddsRatio: effect.odds,
      rateAfter: rateOf(logOdds),
      explanation: effect.explanation,
      source: effect.source,
    });
  }
  return {
    rate: rateOf(logOdds),
    low: rateOf(logOdds - Math.sqrt(below)),
    high: rateOf(logOdds + Math.sqrt(above)),
    literatureLogit: earlierEdition ? null : logOdds - baselineShift,
    baseline,
    factors,
  };
}

/** Practical advice, the changes that would lower the rate most first. */
function adviceFor(body: PredictionBody, rate: number, baselineShift: number): string[] {
  const { event, registrations } = body;
  const advice: { gain: number; text: string }[] = [];
  const rateWith = (change: Partial<NoShowEvent>) => explained({ ...body, event: { ...event, ...change } }, baselineShift).rate;
  if (!event.Reminder) {
    const better = rateWith({ Reminder: true });
    advice.push({
      gain: rate - better,
      text: `Stuur een herinnering (sms of e-mail) de dag voor het event: naar schatting ${percent(better)} no-show in plaats van ${percent(rate)}.`,
    });
  }
  if (!event.Paid && body.earlierNoShowPercent === undefined) {
    const better = rateWith({ Paid: true });
    advice.push({
      gain: rate - better,
      text: `Vraag een kleine bijdrage of een waarborg die deelnemers terugkrijgen als ze komen: bij betalende events naar schatting ${percent(better)} no-show.`,
    });
  }
  if (event['Attendance Type'] === 'online' || event['Attendance Type'] === 'both') {
    advice.push({
      gain: 0,
      text: 'Bij online deelname komt een groot deel niet live: stuur vlak voor de start de link opnieuw en achteraf de opname.',
    });
  }
  const sorted = advice.filter((item) => item.gain >= 0).sort((a, b) => b.gain - a.gain).map((item) => item.text);
  if (registrations !== undefined) {
    const attendees = registrations - Math.round(registrations * rate);
    sorted.push(`Plan catering, personeel en zaal op ongeveer ${attendees} aanwezigen, niet op de ${registrations} aanmeldingen.`);
  }
  return sorted;
}

/** People instead of a rate: the expected no-shows and attendees, the attendees' range from the rate's. */
export function peopleOf(registrations: number, rate: number, low: number, high: number) {
  const noShows = Math.round(registrations * rate);
  return {
    registrations,
    noShows,
    attendees: registrations - noShows,
    attendeesLow: registrations - Math.round(registrations * high),
    attendeesHigh: registrations - Math.round(registrations * low),
  };
}

/** The observed no-show of an outcome, kept off 0 and 1 so that it has a logit (half an event's worth each way). */
export function observedRate(registrations: number, attendees: number): number {
  return (registrations - attendees + 0.5) / (registrations + 1);
}

/**
 * The baseline shift (logit scale) that the recorded outcomes support, or null below REESTIMATION.minOutcomes.
 * A normal prior around the literature (shift 0, sd priorSd) updated with the outcomes' residuals, whose spread
 * is their own (at least minOutcomeSd): the posterior mean, so a few outcomes move it little.
 */
export function reestimatedShift(residuals: readonly number[]): number | null {
  const n = residuals.length;
  if (n < REESTIMATION.minOutcomes) return null;
  const mean = residuals.reduce((sum, r) => sum + r, 0) / n;
  const variance = residuals.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1);
  const outcomeVariance = Math.max(variance, REESTIMATION.minOutcomeSd ** 2);
  const priorPrecision = 1 / REESTIMATION.priorSd ** 2;
  const dataPrecision = n / outcomeVariance;
  return (dataPrecision * mean) / (priorPrecision + dataPrecision);
}
