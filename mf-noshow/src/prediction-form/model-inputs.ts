// What the built-in model does with each answer, for the form to say before the answer is typed. The numbers live
// in the API's evidence file (api/src/modules/noshow/evidence.ts); the API's model.test.ts holds the same lists
// against it (a remote never imports the API), so the form never calls an answer the model counts 'no effect', nor
// leaves out one that counts for an online event. Change them together.
import { NOSHOW_MISSING, type NoShowEvent } from 'shared';

/** Answers the built-in model gives no effect, whatever their value: there is no source for one (yet). */
export const INPUTS_WITHOUT_EFFECT: readonly (keyof NoShowEvent)[] = [
  'Temperature',
  'Event Type',
  'Timing',
  'Public transport access',
  'Parking',
  'Catering',
];

/** Answers about getting to the venue: an online event has no venue, so the form does not ask them. */
export const IN_PERSON_ONLY: readonly (keyof NoShowEvent)[] = ['Weather Description', 'Public transport access', 'Parking'];

/** What an online event sends for them: the marker of 'Geen data' for a choice, 'no' for a checkbox. */
export const ONLINE_NEUTRAL: Partial<NoShowEvent> = {
  'Weather Description': NOSHOW_MISSING,
  'Public transport access': NOSHOW_MISSING,
  Parking: false,
};

export const isOnline = (attendance: string): boolean => attendance === 'online';

export const asksFor = (input: keyof NoShowEvent, attendance: string): boolean => !(isOnline(attendance) && IN_PERSON_ONLY.includes(input));

export const hasNoEffect = (input: keyof NoShowEvent): boolean => INPUTS_WITHOUT_EFFECT.includes(input);
