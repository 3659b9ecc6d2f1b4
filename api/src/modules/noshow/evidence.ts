// The built-in No Show model's numbers, all in this one file: the baseline and one odds factor per answer, each
// with its range, its source, the context that limits how far it carries to events, and the strength of its
// evidence ('sterk', 'matig', 'aanname'). An odds factor multiplies the odds of a no-show (below 1: fewer no-shows).
// Change a number here and say why in docs/decisions/0020-noshow.md; model.test.ts checks the file's shape.
import type { NoShowEvent, Source } from 'shared/contracts';

export interface Effect {
  /** Odds factor on a no-show; 1 = no effect. */
  odds: number;
  /** The range the sources allow (low ≤ odds ≤ high); it widens the prediction's range. */
  low: number;
  high: number;
  explanation: string;
  source: Source;
}

const pheedloop: Source = {
  title: 'PheedLoop, Event Data Lab report 06: no-shows bij meer dan 860 events',
  url: 'https://www.pheedloop.com/',
  context: 'Mediaan over meer dan 860 events met registratie- en check-ingegevens: 28 % bij gratis, 17 % bij betalende events.',
  evidence: 'matig',
};

const webinarBenchmarks: Source = {
  title: 'Benchmarks van webinarplatformen',
  url: null,
  context: 'Meerdere benchmarks melden dat 35 tot 70 % van wie zich inschrijft voor een webinar niet live aanwezig is.',
  evidence: 'matig',
};

const reminderMetaAnalysis: Source = {
  title: 'Lin & Wu (2014), PLoS ONE 9(8) e104266: meta-analyse van 13 RCT’s over sms-herinneringen',
  url: 'https://doi.org/10.1371/journal.pone.0104266',
  context:
    'Sms-herinneringen verhoogden de opkomst (odds ratio 1,76; 95 %-BI 1,37–2,26). Gemeten bij afspraken in de gezondheidszorg: voor events een overgenomen schatting.',
  evidence: 'matig',
};

const noSource: Source = {
  title: 'Geen bron gevonden',
  url: null,
  context: 'Er is geen betrouwbare bron gevonden voor dit effect op de no-show van events; we nemen geen effect aan tot er een is.',
  evidence: 'aanname',
};

/** An answer with no effect: the factor 1, with the reason. */
function noEffect(explanation: string, source: Source = noSource): Effect {
  return { odds: 1, low: 1, high: 1, explanation, source };
}

const assumedNoEffect = noEffect('Geen effect aangenomen: er is (nog) geen bron die een effect op de no-show aantoont.');
const missingData = noEffect('Geen data: geen effect aangenomen.');

export const BASELINE = {
  /** A free, in-person event: the median of PheedLoop's free events. */
  rate: 0.28,
  /** 20 % is an assumption; 50 % is the drop-off practitioners call usual for free events (Power the Press). */
  low: 0.2,
  high: 0.5,
  explanation: 'Vertrekpunt: een gratis, fysiek event. De helft van zulke events heeft minder dan 28 % no-show.',
  source: {
    ...pheedloop,
    context: `${pheedloop.context} De spreiding (20–50 %) is een aanname; praktijkmensen noemen 50 % no-show bij gratis events gewoon (Power the Press).`,
  },
} as const;

/** An earlier edition's no-show replaces the baseline: the strongest predictor there is. */
export const EARLIER_EDITION = {
  /** Half the width of its range on the logit scale: editions differ from year to year (an assumption). */
  logitSpread: 0.3,
  explanation: 'Vertrekpunt: de no-show van de vorige editie van hetzelfde event.',
  source: {
    title: 'Je eigen vorige editie',
    url: null,
    context: 'Hetzelfde event met hetzelfde publiek voorspelt zichzelf het best; de spreiding tussen edities (±0,3 op de logit-schaal) is een aanname.',
    evidence: 'sterk',
  } satisfies Source,
  /** Answers that describe the event itself, already in the earlier edition's number. */
  alreadyIncluded: ['Paid', 'Attendance Type', 'Event Type'] as const,
  alreadyIncludedExplanation: 'Zit al in de no-show van de vorige editie.',
};

/** Each input's effect per answer, in the order the chart shows them. */
export const EFFECTS: { [Input in keyof NoShowEvent]: Input extends 'Temperature' ? Effect : Record<string, Effect> } = {
  Paid: {
    true: {
      odds: 0.527,
      low: 0.275,
      high: 0.8,
      explanation: 'Wie betaald heeft, komt vaker: bij betalende events ligt de no-show lager.',
      source: {
        ...pheedloop,
        context: `${pheedloop.context} Factor 0,53 = de odds van 17 % tegenover 28 %. De ondergrens (0,28) komt uit een Eventbrite-experiment met dezelfde webinar gratis en voor $5 (38 % tegenover 69 % opkomst), de bovengrens (0,8) is een aanname.`,
      },
    },
    false: noEffect('Gratis event: het vertrekpunt zelf.', pheedloop),
  },
  'Attendance Type': {
    'in-person': noEffect('Fysiek event: het vertrekpunt zelf.', pheedloop),
    online: {
      odds: 2.571,
      low: 1.385,
      high: 6,
      explanation: 'Bij online events komt een groot deel van de ingeschrevenen niet live: rond de helft.',
      source: {
        ...webinarBenchmarks,
        context: `${webinarBenchmarks.context} Factor 2,57 brengt 28 % naar 50 %; het bereik 1,39–6,0 komt overeen met 35–70 %.`,
      },
    },
    both: {
      odds: 1.604,
      low: 1,
      high: 2.571,
      explanation: 'Bij een hybride event kiest een deel voor online, waar de no-show hoger ligt: tussen fysiek en online in.',
      source: { ...webinarBenchmarks, context: 'Het midden (meetkundig gemiddelde) tussen fysiek en online: een aanname.', evidence: 'aanname' },
    },
    '=Missing=': missingData,
  },
  Reminder: {
    true: {
      odds: 0.568,
      low: 0.442,
      high: 0.73,
      explanation: 'Een herinnering vooraf verlaagt de no-show: factor 1/1,76 op de odds.',
      source: reminderMetaAnalysis,
    },
    false: noEffect('Geen herinnering: geen effect (het vertrekpunt gaat niet uit van herinneringen).', reminderMetaAnalysis),
  },
  'Weather Description': {
    light_rain: {
      odds: 1.1,
      low: 1,
      high: 1.25,
      explanation: 'Bij regen blijft een klein deel thuis. Het effect is klein en groter bij events in open lucht.',
      source: {
        title: 'Aanname',
        url: null,
        context: 'Geen kwantitatieve bron gevonden voor events binnen; een klein effect (factor 1,1, hooguit 1,25) aangenomen. Bij online events telt het weer niet.',
        evidence: 'aanname',
      },
    },
    overcast_clouds: noEffect('Bewolkt: geen effect aangenomen.'),
    broken_clouds: noEffect('Gebroken wolken: geen effect aangenomen.'),
    clear_skies: noEffect('Heldere lucht: geen effect aangenomen.'),
    few_clouds: noEffect('Enkele wolken: geen effect aangenomen.'),
    '=Missing=': missingData,
  },
  Temperature: noEffect('Geen effect van de temperatuur aangenomen: er is geen bron voor events gevonden.'),
  'Event Type': {
    networking: assumedNoEffect,
    dance_event: assumedNoEffect,
    diner: assumedNoEffect,
    federation: assumedNoEffect,
    launch: assumedNoEffect,
    workshop: assumedNoEffect,
    '=Missing=': missingData,
  },
  Timing: { morning: assumedNoEffect, day: assumedNoEffect, afternoon: assumedNoEffect, evening: assumedNoEffect },
  'Public transport access': { hard: assumedNoEffect, medium: assumedNoEffect, easy: assumedNoEffect, '=Missing=': missingData },
  Parking: { true: assumedNoEffect, false: assumedNoEffect },
  Catering: { true: assumedNoEffect, false: assumedNoEffect },
};

/** Answers whose effect needs people to travel: an online event ignores them. */
export const ONLY_WHEN_ATTENDING_IN_PERSON: readonly (keyof NoShowEvent)[] = ['Weather Description'];

export const REESTIMATION = {
  /** From this many recorded outcomes on, the baseline is re-estimated from them. */
  minOutcomes: 30,
  /** The literature's uncertainty about the baseline (logit scale): the prior; a few outcomes move it little. */
  priorSd: 0.35,
  /** A smaller spread of outcomes than this (logit scale) is not believed: one outcome never weighs too much. */
  minOutcomeSd: 0.2,
} as const;
