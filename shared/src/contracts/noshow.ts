// SPEC §3 and §9: the No Show Tool's inputs, named as in the prediction payload (SPEC §7), with their Dutch labels
// and options. '=Missing=' is the option 'Geen data'. The form, the API's schema and the model read this one list.

export const NOSHOW_MISSING = '=Missing=';

export const TEMPERATURE_MIN = -40;
export const TEMPERATURE_MAX = 50;
/** Registrations of one event: a positive whole number, at most a stadium or two. */
export const REGISTRATIONS_MAX = 1_000_000;

export interface NoShowOption {
  value: string;
  label: string;
}

const missing: NoShowOption = { value: NOSHOW_MISSING, label: 'Geen data' };

/** The five selects, in the form's order. Timing has no 'Geen data' (SPEC §3). */
export const NOSHOW_SELECTS = {
  'Event Type': {
    label: 'Type event',
    options: [
      { value: 'networking', label: 'Netwerkevent' },
      { value: 'dance_event', label: 'Dansevent' },
      { value: 'diner', label: 'Diner' },
      { value: 'federation', label: 'Federatie-event' },
      { value: 'launch', label: 'Lancering' },
      { value: 'workshop', label: 'Workshop' },
      missing,
    ],
  },
  'Attendance Type': {
    label: 'Soort deelname',
    options: [{ value: 'in-person', label: 'Fysiek' }, { value: 'online', label: 'Online' }, { value: 'both', label: 'Beide' }, missing],
  },
  Timing: {
    label: 'Tijdstip',
    options: [
      { value: 'morning', label: 'Ochtend' },
      { value: 'day', label: 'Hele dag' },
      { value: 'afternoon', label: 'Namiddag' },
      { value: 'evening', label: 'Avond' },
    ],
  },
  'Weather Description': {
    label: 'Weer',
    options: [
      { value: 'overcast_clouds', label: 'Bewolkt' },
      { value: 'light_rain', label: 'Lichte regen' },
      { value: 'broken_clouds', label: 'Gebroken wolken' },
      { value: 'clear_skies', label: 'Heldere lucht' },
      { value: 'few_clouds', label: 'Enkele wolken' },
      missing,
    ],
  },
  'Public transport access': {
    label: 'Bereikbaarheid met openbaar vervoer',
    options: [{ value: 'hard', label: 'Moeilijk' }, { value: 'medium', label: 'Gemiddeld' }, { value: 'easy', label: 'Gemakkelijk' }, missing],
  },
} as const satisfies Record<string, { label: string; options: readonly NoShowOption[] }>;

export type NoShowSelect = keyof typeof NOSHOW_SELECTS;
export const NOSHOW_SELECT_NAMES = Object.keys(NOSHOW_SELECTS) as NoShowSelect[];

/** The four checkboxes (default off, SPEC §4). */
export const NOSHOW_CHECKBOXES = {
  Paid: 'Betalend event',
  Reminder: 'Herinnering verstuurd',
  Parking: 'Parking beschikbaar',
  Catering: 'Catering voorzien',
} as const;

export type NoShowCheckbox = keyof typeof NOSHOW_CHECKBOXES;
export const NOSHOW_CHECKBOX_NAMES = Object.keys(NOSHOW_CHECKBOXES) as NoShowCheckbox[];

/** The label of a stored value of an input, for the result and the list ('Ja'/'Nee' for a checkbox). */
export function noShowValueLabel(input: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  const select = NOSHOW_SELECTS[input as NoShowSelect];
  if (select) return select.options.find((option) => option.value === value)?.label ?? String(value);
  return input === 'Temperature' ? `${String(value).replace('.', ',')} °C` : String(value);
}

/** The Dutch name of an input (the ten of SPEC §3 and the two optional ones). */
export function noShowInputLabel(input: string): string {
  if (input === 'Temperature') return 'Temperatuur';
  if (input === 'registrations') return 'Aantal aanmeldingen';
  if (input === 'earlierNoShowPercent') return 'No-show bij een vorige editie (%)';
  return NOSHOW_SELECTS[input as NoShowSelect]?.label ?? NOSHOW_CHECKBOXES[input as NoShowCheckbox] ?? input;
}

/** How strong the evidence behind a number of the model is. */
export const EVIDENCE_STRENGTHS = ['sterk', 'matig', 'aanname'] as const;
export type EvidenceStrength = (typeof EVIDENCE_STRENGTHS)[number];

/** Which model gave the number on the screen. */
export const NOSHOW_MODELS = ['ingebouwd', 'extern'] as const;
export type NoShowModelKind = (typeof NOSHOW_MODELS)[number];
