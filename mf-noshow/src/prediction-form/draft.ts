// The No Show form's state and rule (SPEC §4): 'Genereer predictie' stays disabled until a temperature is entered
// and all five selects have a choice; the checkboxes start off. The two optional numbers must be valid when filled.
// An online event is not asked the answers about getting to the venue (model-inputs.ts): they count as chosen and
// are sent as 'Geen data' and 'no'.
import {
  NOSHOW_CHECKBOX_NAMES,
  NOSHOW_SELECT_NAMES,
  REGISTRATIONS_MAX,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  type NoShowCheckbox,
  type NoShowEvent,
  type NoShowSelect,
  type PredictionBody,
} from 'shared';
import { messages } from '../messages.ts';
import { asksFor, isOnline, ONLINE_NEUTRAL } from './model-inputs.ts';

export interface Draft {
  temperature: string;
  selects: Record<NoShowSelect, string>;
  checkboxes: Record<NoShowCheckbox, boolean>;
  registrations: string;
  earlierNoShowPercent: string;
}

export const emptyDraft: Draft = {
  temperature: '',
  selects: Object.fromEntries(NOSHOW_SELECT_NAMES.map((name) => [name, ''])) as Record<NoShowSelect, string>,
  checkboxes: Object.fromEntries(NOSHOW_CHECKBOX_NAMES.map((name) => [name, false])) as Record<NoShowCheckbox, boolean>,
  registrations: '',
  earlierNoShowPercent: '',
};

/** A decimal the way people type it here: a comma or a point. */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export interface DraftErrors {
  temperature: string | null;
  registrations: string | null;
  earlierNoShowPercent: string | null;
}

/** The message of each number that is filled in but not valid (an empty field has none). */
export function draftErrors(draft: Draft): DraftErrors {
  const temperature = numberOf(draft.temperature);
  const registrations = numberOf(draft.registrations);
  const earlier = numberOf(draft.earlierNoShowPercent);
  return {
    temperature:
      draft.temperature.trim() !== '' && (temperature === null || temperature < TEMPERATURE_MIN || temperature > TEMPERATURE_MAX)
        ? messages.noshow.temperatureInvalid
        : null,
    registrations:
      draft.registrations.trim() !== '' && (registrations === null || !Number.isInteger(registrations) || registrations < 1 || registrations > REGISTRATIONS_MAX)
        ? messages.noshow.registrationsInvalid
        : null,
    earlierNoShowPercent:
      draft.earlierNoShowPercent.trim() !== '' && (earlier === null || earlier < 0 || earlier > 100) ? messages.noshow.earlierInvalid : null,
  };
}

/** SPEC §4's rule, and no invalid number. */
export function canPredict(draft: Draft): boolean {
  const errors = draftErrors(draft);
  return (
    draft.temperature.trim() !== '' &&
    NOSHOW_SELECT_NAMES.every((name) => draft.selects[name] !== '' || !asksFor(name, draft.selects['Attendance Type'])) &&
    errors.temperature === null &&
    errors.registrations === null &&
    errors.earlierNoShowPercent === null
  );
}

/** The request of a draft that canPredict. */
export function bodyOf(draft: Draft): PredictionBody {
  const asked = { Temperature: numberOf(draft.temperature)!, ...draft.checkboxes, ...draft.selects };
  const event = (isOnline(draft.selects['Attendance Type']) ? { ...asked, ...ONLINE_NEUTRAL } : asked) as NoShowEvent;
  const registrations = numberOf(draft.registrations);
  const earlier = numberOf(draft.earlierNoShowPercent);
  return {
    event,
    ...(registrations === null ? {} : { registrations }),
    ...(earlier === null ? {} : { earlierNoShowPercent: earlier }),
  };
}
