// The built-in No Show model against its sources (evidence.ts): the baselines come out as the sources say, a
// reminder never raises the rate, the range always holds the point, and the re-estimation of the baseline moves
// little on few outcomes and towards the truth on many.
import type { NoShowEvent, PredictionBody } from 'shared/contracts';
import { NOSHOW_CHECKBOX_NAMES, NOSHOW_MISSING, NOSHOW_SELECTS, NOSHOW_SELECT_NAMES, TEMPERATURE_MAX, TEMPERATURE_MIN } from 'shared/contracts';
import { BASELINE, EFFECTS, REESTIMATION, type Effect } from './evidence.ts';
import { logit, observedRate, peopleOf, predictBuiltIn, rateOf, reestimatedShift } from './model.ts';

/** A free, in-person event with every other answer 'Geen data' (Timing has none: no effect is assumed for it). */
const plain: NoShowEvent = {
  Temperature: 18,
  Reminder: false,
  Parking: false,
  'Public transport access': NOSHOW_MISSING,
  Paid: false,
  'Weather Description': NOSHOW_MISSING,
  'Event Type': NOSHOW_MISSING,
  'Attendance Type': 'in-person',
  Timing: 'evening',
  Catering: false,
};
const predict = (event: Partial<NoShowEvent>, extra: Omit<PredictionBody, 'event'> = {}) => predictBuiltIn({ event: { ...plain, ...event }, ...extra });

/** Every combination of the answers (the temperature at three values in turn): 2^4 × 7 × 4 × 4 × 6 × 4 events. */
function* everyEvent(): Generator<NoShowEvent> {
  const selects = NOSHOW_SELECT_NAMES.map((name) => NOSHOW_SELECTS[name].options.map((option) => option.value));
  const total = 2 ** NOSHOW_CHECKBOX_NAMES.length * selects.reduce((product, values) => product * values.length, 1);
  for (let index = 0; index < total; index++) {
    let rest = index;
    const event: Record<string, unknown> = { Temperature: [TEMPERATURE_MIN, 12.5, TEMPERATURE_MAX][index % 3] };
    for (const name of NOSHOW_CHECKBOX_NAMES) {
      event[name] = rest % 2 === 1;
      rest = Math.floor(rest / 2);
    }
    NOSHOW_SELECT_NAMES.forEach((name, i) => {
      const values = selects[i]!;
      event[name] = values[rest % values.length];
      rest = Math.floor(rest / values.length);
    });
    yield event as NoShowEvent;
  }
}

describe('the evidence file', () => {
  const effects: [string, string, Effect][] = Object.entries(EFFECTS).flatMap(([input, byValue]) =>
    'odds' in byValue ? [[input, '*', byValue as Effect]] : Object.entries(byValue as Record<string, Effect>).map(([value, effect]) => [input, value, effect]),
  );

  test('has an effect for every option of every input of SPEC §3, and nothing else', () => {
    for (const name of NOSHOW_SELECT_NAMES) {
      expect(Object.keys(EFFECTS[name]).sort()).toEqual(NOSHOW_SELECTS[name].options.map((option) => option.value).sort());
    }
    for (const name of NOSHOW_CHECKBOX_NAMES) expect(Object.keys(EFFECTS[name]).sort()).toEqual(['false', 'true']);
  });

  test('every number lies within its own range, and carries a source, a context and a strength', () => {
    expect(BASELINE.low).toBeLessThanOrEqual(BASELINE.rate);
    expect(BASELINE.high).toBeGreaterThanOrEqual(BASELINE.rate);
    for (const [input, value, effect] of effects) {
      const where = `${input}=${value}`;
      expect({ where, ordered: effect.low <= effect.odds && effect.odds <= effect.high && effect.low > 0 }).toEqual({ where, ordered: true });
      expect(effect.explanation.length).toBeGreaterThan(10);
      expect(effect.source.title.length).toBeGreaterThan(3);
      expect(effect.source.context.length).toBeGreaterThan(10);
      expect(['sterk', 'matig', 'aanname']).toContain(effect.source.evidence);
    }
  });

  test('timing, parking, public transport and catering assume no effect, and say so', () => {
    for (const input of ['Timing', 'Parking', 'Public transport access', 'Catering'] as const) {
      for (const effect of Object.values(EFFECTS[input]) as Effect[]) {
        expect(effect.odds).toBe(1);
        expect(effect.source.evidence).toBe('aanname');
        expect(effect.explanation).toMatch(/[Gg]een effect aangenomen|Geen data/);
      }
    }
  });
});

describe('the built-in model', () => {
  test('a free in-person event with every other input at Geen data gives the free baseline (PheedLoop, 28 %)', () => {
    const prediction = predict({});
    expect(prediction.rate).toBeCloseTo(0.28, 10);
    expect(prediction.baseline.rate).toBeCloseTo(0.28, 10);
    expect(prediction.factors.every((factor) => factor.oddsRatio === 1)).toBe(true);
    expect(prediction.factors.map((factor) => factor.input)).toEqual(Object.keys(EFFECTS));
  });

  test('paid gives the paid baseline (PheedLoop, 17 %)', () => {
    expect(predict({ Paid: true }).rate).toBeCloseTo(0.17, 3);
  });

  test('online lies around half, within the webinar benchmarks (35–70 %); hybrid between in-person and online', () => {
    const online = predict({ 'Attendance Type': 'online' });
    expect(online.rate).toBeCloseTo(0.5, 3);
    expect(online.low).toBeLessThan(0.35);
    expect(online.high).toBeGreaterThan(0.7);
    const hybrid = predict({ 'Attendance Type': 'both' }).rate;
    expect(hybrid).toBeGreaterThan(0.28);
    expect(hybrid).toBeLessThan(online.rate);
  });

  test('a reminder lowers the odds by the meta-analysis’ factor 1/1.76', () => {
    const without = predict({});
    const withReminder = predict({ Reminder: true });
    expect(logit(without.rate) - logit(withReminder.rate)).toBeCloseTo(Math.log(1.76), 2);
  });

  test('the weather counts for people who travel, not for an online event', () => {
    expect(predict({ 'Weather Description': 'light_rain' }).rate).toBeGreaterThan(0.28);
    const online = predict({ 'Attendance Type': 'online' }).rate;
    expect(predict({ 'Attendance Type': 'online', 'Weather Description': 'light_rain' }).rate).toBeCloseTo(online, 10);
  });

  test('over every combination of answers: a reminder never raises the rate, the range always holds the point, the chart ends at the rate', () => {
    let events = 0;
    for (const event of everyEvent()) {
      events++;
      const prediction = predictBuiltIn({ event });
      expect(prediction.low).toBeLessThanOrEqual(prediction.rate);
      expect(prediction.high).toBeGreaterThanOrEqual(prediction.rate);
      expect(prediction.factors.at(-1)!.rateAfter).toBeCloseTo(prediction.rate, 12);
      if (!event.Reminder) expect(predictBuiltIn({ event: { ...event, Reminder: true } }).rate).toBeLessThanOrEqual(prediction.rate);
    }
    expect(events).toBe(2 ** 4 * 7 * 4 * 4 * 6 * 4);
  });

  test('an earlier edition’s rate replaces the baseline, and the answers it already holds count no more', () => {
    const prediction = predict({ Paid: true, 'Attendance Type': 'online' }, { earlierNoShowPercent: 12 });
    expect(prediction.baseline.rate).toBeCloseTo(0.12, 10);
    expect(prediction.rate).toBeCloseTo(0.12, 10);
    expect(prediction.literatureLogit).toBeNull();
    expect(prediction.factors.find((factor) => factor.input === 'Paid')!.explanation).toBe('Zit al in de no-show van de vorige editie.');
    // The reminder still counts: it may be new this time.
    expect(predict({ Reminder: true }, { earlierNoShowPercent: 12 }).rate).toBeLessThan(0.12);
    // 0 % and 100 % stay inside, with a range.
    for (const earlierNoShowPercent of [0, 100]) {
      const edge = predict({}, { earlierNoShowPercent });
      expect(edge.low).toBeLessThanOrEqual(edge.rate);
      expect(edge.high).toBeGreaterThanOrEqual(edge.rate);
    }
  });

  test('the range comes from the sources: wider where the evidence is weaker', () => {
    const inPerson = predict({});
    const online = predict({ 'Attendance Type': 'online' });
    expect(logit(inPerson.high) - logit(inPerson.low)).toBeLessThan(logit(online.high) - logit(online.low));
    const earlier = predict({}, { earlierNoShowPercent: 28 });
    expect(logit(earlier.high) - logit(earlier.low)).toBeLessThan(logit(inPerson.high) - logit(inPerson.low));
  });

  test('advice: the change that saves most comes first, with its number; registrations give a number of people to plan for', () => {
    const { advice } = predict({}, { registrations: 200 });
    expect(advice[0]).toMatch(/^Vraag een kleine bijdrage .*: bij betalende events naar schatting 17 % no-show\.$/);
    expect(advice[1]).toMatch(/^Stuur een herinnering .*: naar schatting 18 % no-show in plaats van 28 %\.$/);
    expect(advice.at(-1)).toBe('Plan catering, personeel en zaal op ongeveer 144 aanwezigen, niet op de 200 aanmeldingen.');
    expect(predict({ Reminder: true, Paid: true }).advice).toEqual([]);
  });

  test('people: the expected no-shows and attendees, the attendees’ range the other way round from the rate’s', () => {
    expect(peopleOf(200, 0.23, 0.18, 0.29)).toEqual({ registrations: 200, noShows: 46, attendees: 154, attendeesLow: 142, attendeesHigh: 164 });
  });

  test('a version’s baseline shift moves the baseline, and the literature logit stays without it', () => {
    const shifted = predictBuiltIn({ event: plain }, 0.2);
    expect(shifted.rate).toBeCloseTo(rateOf(logit(0.28) + 0.2), 10);
    expect(shifted.literatureLogit).toBeCloseTo(logit(0.28), 10);
    expect(shifted.baseline.explanation).toMatch(/Bijgesteld naar 32 %/);
  });
});

describe('re-estimating the baseline from outcomes', () => {
  /** Residuals of outcomes around a true shift, with a spread (a fixed pseudo-random sequence). */
  function residuals(count: number, trueShift: number, spread = 0.5): number[] {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    return Array.from({ length: count }, () => trueShift + spread * (random() + random() + random() - 1.5) * 2);
  }

  test('below the threshold nothing is re-estimated', () => {
    expect(reestimatedShift(residuals(REESTIMATION.minOutcomes - 1, 1))).toBeNull();
  });

  test('the literature pulls the estimate towards itself, the more so the fewer the outcomes; many come close to the truth', () => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const few = residuals(30, 0.8, 1);
    const many = residuals(3000, 0.8, 1);
    const fromFew = reestimatedShift(few)!;
    const fromMany = reestimatedShift(many)!;
    expect(fromFew).toBeGreaterThan(0);
    expect(fromFew).toBeLessThan(mean(few));
    expect(1 - fromFew / mean(few)).toBeGreaterThan(1 - fromMany / mean(many));
    expect(fromMany).toBeCloseTo(0.8, 1);
    // Outcomes that agree with the literature leave it where it is.
    expect(Math.abs(reestimatedShift(residuals(200, 0))!)).toBeLessThan(0.05);
  });

  test('an outcome with no one missing or no one present still has a logit', () => {
    expect(Number.isFinite(logit(observedRate(50, 50)))).toBe(true);
    expect(Number.isFinite(logit(observedRate(50, 0)))).toBe(true);
    expect(observedRate(100, 75)).toBeCloseTo(25.5 / 101, 10);
  });
});

// The No Show form (mf-noshow/src/prediction-form/model-inputs.ts) tells people these facts before they answer; it
// cannot import this file, so the lists are repeated here and must change together with the form's.
describe('what the form says about the model', () => {
  const FORM_SAYS_WITHOUT_EFFECT = ['Temperature', 'Event Type', 'Timing', 'Public transport access', 'Parking', 'Catering'];
  const FORM_LEAVES_OUT_ONLINE = { 'Weather Description': NOSHOW_MISSING, 'Public transport access': NOSHOW_MISSING, Parking: false };
  const effectsOf = (input: keyof typeof EFFECTS): Effect[] => {
    const effects = EFFECTS[input];
    return 'odds' in effects ? [effects as Effect] : Object.values(effects as Record<string, Effect>);
  };

  test.each(Object.keys(EFFECTS) as (keyof typeof EFFECTS)[])('%s is called without effect exactly when it has none', (input) => {
    expect(FORM_SAYS_WITHOUT_EFFECT.includes(input)).toBe(effectsOf(input).every((effect) => effect.odds === 1));
  });

  test('the answers an online event is not asked change nothing for it', () => {
    for (const weather of NOSHOW_SELECTS['Weather Description'].options.map((option) => option.value)) {
      for (const parking of [true, false]) {
        const asked = predict({ 'Attendance Type': 'online', 'Weather Description': weather, Parking: parking, 'Public transport access': 'hard' });
        expect(asked.rate).toBeCloseTo(predict({ 'Attendance Type': 'online', ...FORM_LEAVES_OUT_ONLINE }).rate, 10);
      }
    }
  });
});
